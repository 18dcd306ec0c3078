import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import { createQueryClient } from '@/lib/query-client';
import { fieldErrorOf } from '@/test/field-error';
import { ChatDock, ChatLauncher } from '../components/chat-dock';
import { SESSION_ID_PATTERN } from '../lib/session-id';

type Body = { message: string; sessionId: string } & Record<string, unknown>;

/** An event stream the test writes to, piece by piece. */
type OpenStream = {
  token(text: string): void;
  done(response: string, extra?: Record<string, unknown>): void;
  /** The connection breaks off. */
  fail(): void;
};

type Pending = {
  url: string;
  body: Body;
  /**
   * Answers in one go: on the streaming route one piece and `done`, on the plain route
   * `{ response }`; `null` fails with a 500.
   */
  resolve: (reply: string | null) => void;
  /** Answers with a status and a `{ detail }`. */
  refuse: (status: number, detail: string) => void;
  /** Opens the event stream, for the test to write to. */
  open: () => OpenStream;
};

/** The browser's fetch, answering each chat request only when the test says so. */
let requests: Pending[] = [];

const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((resolve) => {
          const url = String(input);
          const streaming = url.endsWith('/chat/stream');
          const open = (): OpenStream => {
            let writer!: ReadableStreamDefaultController<Uint8Array>;
            const body = new ReadableStream<Uint8Array>({
              start: (controller) => {
                writer = controller;
              },
            });
            resolve(
              new Response(body, {
                status: 200,
                headers: { 'content-type': 'text/event-stream; charset=utf-8' },
              }),
            );
            const write = (text: string) => writer.enqueue(encoder.encode(text));
            return {
              token: (text) => write(sse('token', { text })),
              done: (response, extra = {}) => {
                write(sse('done', { response, engine: 'llm', ...extra }));
                writer.close();
              },
              fail: () => writer.error(new TypeError('network error')),
            };
          };
          requests.push({
            url,
            body: JSON.parse(String(init.body)) as Body,
            resolve: (reply) => {
              if (reply === null) resolve(json(500, { detail: 'Internal server error' }));
              else if (!streaming) resolve(json(200, { response: reply }));
              else {
                const stream = open();
                stream.token(reply);
                stream.done(reply);
              }
            },
            refuse: (status, detail) => resolve(json(status, { detail })),
            open,
          });
        }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWidget() {
  const user = userEvent.setup();
  render(
    <I18nProvider store={allTexts('en')}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ChatDock>
            <ChatLauncher />
          </ChatDock>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return user;
}

/** Room for a busy machine: the widget's updates arrive asynchronously. */
const SLOW = { timeout: 5000 };

const launcher = () => screen.getByRole('button', { name: /Let's talk!/ });
const input = () => screen.getByRole('textbox', { name: 'Your message' });

/** The offer below a reply, accepted: the form it opens. */
async function acceptOffer(user: ReturnType<typeof userEvent.setup>) {
  const offer = await screen.findByTestId('chat-lead-offer', {}, SLOW);
  expect(offer.textContent).toContain('Shall I pass your name and email to our team');
  await user.click(screen.getByRole('button', { name: 'Yes, please' }));
  const form = await screen.findByRole('form', { name: 'Your contact details for our team' }, SLOW);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')), SLOW);
  return form;
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher());
  // The panel is a lazily loaded module: the first import takes a moment.
  return screen.findByRole('dialog', { name: 'Vera, Veltrix assistant' }, SLOW);
}

// The widget's module is fetched on the first click (ChatDock): imported once here, so no test
// waits for the first import of a busy machine.
beforeAll(() => import('../components/chat-widget'));

describe('the chat widget', { timeout: 15_000 }, () => {
  it('opens with a greeting and the focus in the input, and Escape closes it back to the button', async () => {
    const user = renderWidget();
    const dialog = await openChat(user);
    expect(dialog.textContent).toContain("Hi, I'm Vera!");
    await waitFor(() => expect(document.activeElement).toBe(input()), SLOW);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher());
  });

  it('sends with Enter, makes a new line with Shift+Enter and never sends a blank message', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), '   {Enter}');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(requests).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);

    await user.clear(input());
    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect((input() as HTMLTextAreaElement).value).toBe('First line\nsecond line');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1), SLOW);
    expect(requests[0]!.body.message).toBe('First line\nsecond line');
    expect(requests[0]!.body.sessionId).toMatch(SESSION_ID_PATTERN);
    expect((input() as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the assistant thinking and blocks sending until the reply is in', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Where is your office?{Enter}');
    expect((await screen.findByRole('status', {}, SLOW)).textContent).toContain(
      'Vera is thinking...',
    );

    await user.type(input(), 'And your phone number?{Enter}');
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);

    await act(async () => requests[0]!.resolve('Our office is in Dubai. [Contact](/#contact)'));
    await screen.findByRole('link', { name: 'Contact' }, SLOW);
    expect(screen.queryByText('Vera is thinking...')).toBeNull();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests).toHaveLength(2), SLOW);
    expect(requests[1]!.body.sessionId).toBe(requests[0]!.body.sessionId);
  });

  it('answers with the technical difficulties message when the stream and the plain call both fail', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Hello?{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1), SLOW);
    await act(async () => requests[0]!.resolve(null));
    await waitFor(() => expect(requests).toHaveLength(2), SLOW);
    await act(async () => requests[1]!.resolve(null));
    await waitFor(
      () =>
        expect(screen.getByTestId('chat-messages').textContent).toContain(
          "I'm having technical difficulties right now. Please try again in a moment or contact our team directly.",
        ),
      SLOW,
    );
  });

  it('keeps the conversation when closed and opened again', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Hi{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1), SLOW);
    await act(async () => requests[0]!.resolve('Hello! How can I help?'));
    await screen.findByText('Hello! How can I help?', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await openChat(user);
    expect(screen.getByText('Hello! How can I help?')).toBeTruthy();
    expect(screen.getAllByText(/Hi, I'm Vera!/)).toHaveLength(1);
  });

  it('asks on the streaming route and shows the reply growing, the indicator until its first piece', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Where is your office?{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1), SLOW);
    expect(requests[0]!.url).toBe('/api/chat/stream');
    expect(requests[0]!.body.message).toBe('Where is your office?');
    await screen.findByText('Vera is thinking...', {}, SLOW);

    let stream!: OpenStream;
    await act(async () => {
      stream = requests[0]!.open();
    });
    await act(async () => stream.token('Our office is '));
    const reply = await screen.findByText(/^Our office is/, {}, SLOW);
    expect(screen.queryByText('Vera is thinking...')).toBeNull();
    // Still pending: nothing more can be sent until the reply is done.
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);

    await act(async () => stream.token('in Dubai. See the [Contact form](/#contact)'));
    await waitFor(
      () => expect(reply.textContent).toContain('in Dubai. See the Contact form'),
      SLOW,
    );
    // The link works as soon as it is complete, before the reply is done.
    expect(screen.getByRole('link', { name: 'Contact form' }).getAttribute('href')).toBe(
      '/#contact',
    );
    expect(screen.getByTestId('chat-streaming-caret')).toBeTruthy();

    await act(async () =>
      stream.done('Our office is in Dubai. See the [Contact form](/#contact).'),
    );
    await waitFor(() => expect(screen.queryByTestId('chat-streaming-caret')).toBeNull(), SLOW);
    const messages = screen.getByTestId('chat-messages');
    expect(messages.querySelectorAll('li[data-sender="bot"]')).toHaveLength(2);
    expect(messages.textContent).toContain('Our office is in Dubai. See the Contact form.');
    expect(requests).toHaveLength(1);
  });

  it('asks POST /api/chat when the streaming request fails before the first piece', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Where is your office?{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1), SLOW);
    await act(async () => requests[0]!.open().fail());
    await waitFor(() => expect(requests).toHaveLength(2), SLOW);
    expect(requests[1]!.url).toBe('/api/chat');
    expect(requests[1]!.body).toEqual(requests[0]!.body);
    await act(async () => requests[1]!.resolve('Our office is in Dubai.'));
    await screen.findByText('Our office is in Dubai.', {}, SLOW);
  });

  it('asks the visitor to slow down, without asking again, when the server refuses for the limits', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Hello?{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1), SLOW);
    await act(async () => requests[0]!.refuse(429, 'Too many messages.'));
    await waitFor(
      () =>
        expect(screen.getByTestId('chat-messages').textContent).toContain(
          "Whoa, that's a lot of messages at once! Please slow down and try again in a moment.",
        ),
      SLOW,
    );
    expect(screen.getByTestId('chat-messages').textContent).not.toMatch(/technical difficulties/);
    expect(requests).toHaveLength(1);
    // The visitor may write again once the message is shown.
    await user.type(input(), 'Again');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false);
  });

  it('answers a message refused as invalid with the technical difficulties message', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Hello?{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1), SLOW);
    await act(async () => requests[0]!.refuse(400, 'Message must not be empty'));
    await waitFor(
      () =>
        expect(screen.getByTestId('chat-messages').textContent).toMatch(/technical difficulties/),
      SLOW,
    );
    expect(requests).toHaveLength(1);
  });

  it('shows the privacy notice with a link to the privacy policy', async () => {
    const user = renderWidget();
    await openChat(user);
    const notice = screen.getByTestId('chat-privacy-notice');
    expect(notice.textContent).toContain('This conversation is recorded.');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });

  it('replaces a reply that breaks off half-way with the technical difficulties message', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Where is your office?{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1), SLOW);
    let stream!: OpenStream;
    await act(async () => {
      stream = requests[0]!.open();
    });
    await act(async () => stream.token('Our office is '));
    await screen.findByText(/^Our office is/, {}, SLOW);
    await act(async () => stream.fail());
    await waitFor(
      () =>
        expect(screen.getByTestId('chat-messages').textContent).toMatch(/technical difficulties/),
      SLOW,
    );
    expect(screen.queryByText(/^Our office is/)).toBeNull();
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
    await user.type(input(), 'Again');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false);
  });

  it('offers the lead form on buying intent, checks it, sends it with the session and thanks', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Can you build us an intranet? We need a quote{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1), SLOW);
    let stream!: OpenStream;
    await act(async () => {
      stream = requests[0]!.open();
    });
    await act(async () => stream.token('Yes, we build intranets.'));
    await act(async () => stream.done('Yes, we build intranets.', { offer_lead: true }));

    const form = await acceptOffer(user);
    expect(form.querySelector('a[href="/privacy"]')?.textContent).toBe('privacy policy');
    const consent = screen.getByRole('checkbox', { name: /I agree to the processing of my data/ });

    // Checked before sending, with translated messages.
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    await waitFor(
      () => expect(fieldErrorOf(screen.getByLabelText('Name'))).toBe('This field is required.'),
      SLOW,
    );
    expect(fieldErrorOf(screen.getByLabelText('Email'))).toBe('This field is required.');
    expect(fieldErrorOf(consent)).toBe('Please agree to the processing of your data to continue.');
    expect(requests).toHaveLength(1);

    await user.type(screen.getByLabelText('Name'), 'Lena Fischer');
    await user.type(screen.getByLabelText('Email'), 'lena@example.com');
    await user.type(screen.getByLabelText('Note (optional)'), 'Call after 3 pm');
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(requests).toHaveLength(1);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    await waitFor(() => expect(requests).toHaveLength(2), SLOW);
    expect(requests[1]!.url).toBe('/api/chat/lead');
    expect(requests[1]!.body).toEqual({
      name: 'Lena Fischer',
      email: 'lena@example.com',
      message: 'Call after 3 pm',
      website: '',
      consent: true,
      sessionId: requests[0]!.body.sessionId,
    });
    await act(async () => requests[1]!.refuse(201, 'Thank you!'));
    await waitFor(
      () =>
        expect(screen.getByTestId('chat-messages').textContent).toContain(
          "Thank you! I've passed your details to our team.",
        ),
      SLOW,
    );
    expect(screen.queryByRole('form', { name: 'Your contact details for our team' })).toBeNull();

    // No second offer once the details are sent.
    await user.type(input(), 'And the price of hosting?{Enter}');
    await waitFor(() => expect(requests).toHaveLength(3), SLOW);
    await act(async () => {
      const next = requests[2]!.open();
      next.token('Hosting is included.');
      next.done('Hosting is included.', { offer_lead: true });
    });
    await screen.findByText('Hosting is included.', {}, SLOW);
    expect(screen.queryByTestId('chat-lead-offer')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Your contact details for our team' })).toBeNull();
  });

  it('does not offer the lead form on a plain question, and lets the visitor decline it', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Where is your office?{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1), SLOW);
    await act(async () => requests[0]!.resolve('In Dubai.'));
    await screen.findByText('In Dubai.', {}, SLOW);
    expect(screen.queryByTestId('chat-lead-offer')).toBeNull();

    await user.type(input(), 'What would an app cost?{Enter}');
    await waitFor(() => expect(requests).toHaveLength(2), SLOW);
    await act(async () => {
      const next = requests[1]!.open();
      next.token('It depends.');
      next.done('It depends.', { offer_lead: true });
    });
    await screen.findByTestId('chat-lead-offer', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'No, thanks' }));
    await screen.findByText('No problem! Just ask me if you change your mind.', {}, SLOW);
    expect(screen.queryByTestId('chat-lead-offer')).toBeNull();
  });

  it('tells the visitor when their details were refused for too many requests', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'We need a quote{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1), SLOW);
    await act(async () => {
      const next = requests[0]!.open();
      next.token('Sure.');
      next.done('Sure.', { offer_lead: true });
    });
    await acceptOffer(user);
    await user.type(screen.getByLabelText('Name'), 'Aysel');
    await user.type(screen.getByLabelText('Email'), 'aysel@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the processing/ }));
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    await waitFor(() => expect(requests).toHaveLength(2), SLOW);
    expect(requests[1]!.body).not.toHaveProperty('message');
    await act(async () => requests[1]!.refuse(429, 'Too many requests.'));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'Too many requests from your address. Please try again later.',
    );
    expect(screen.getByTestId('chat-lead-form')).toBeTruthy();
  });
});
