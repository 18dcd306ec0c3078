import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ChatWidget } from '../components/chat-widget';
import { SESSION_ID_PATTERN } from '../lib/session-id';

type Pending = {
  body: { message: string; sessionId: string };
  resolve: (reply: string | null) => void;
};

/** The browser's fetch, answering each chat request only when the test says so. */
let requests: Pending[] = [];

beforeAll(() => initI18n('en'));

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((resolve) => {
          requests.push({
            body: JSON.parse(String(init.body)) as Pending['body'],
            resolve: (reply) =>
              resolve({
                ok: reply !== null,
                status: reply === null ? 500 : 200,
                statusText: reply === null ? 'Internal Server Error' : 'OK',
                text: async () => (reply === null ? '' : JSON.stringify({ response: reply })),
              } as Response),
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
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ChatWidget />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

/** Room for a busy machine: the widget's updates arrive asynchronously. */
const SLOW = { timeout: 5000 };

const launcher = () => screen.getByRole('button', { name: /Let's talk!/ });
const input = () => screen.getByRole('textbox', { name: 'Your message' });

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher());
  // The panel is a lazily loaded module: the first import takes a moment.
  return screen.findByRole('dialog', { name: 'Vera, Veltrix assistant' }, SLOW);
}

describe('the chat widget', () => {
  it('opens with a greeting and the focus in the input, and Escape closes it back to the button', async () => {
    const user = renderWidget();
    const dialog = await openChat(user);
    expect(dialog.textContent).toContain("Hi, I'm Vera!");
    expect(document.activeElement).toBe(input());
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

  it('answers a failed request with the technical difficulties message', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Hello?{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1), SLOW);
    await act(async () => requests[0]!.resolve(null));
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
});
