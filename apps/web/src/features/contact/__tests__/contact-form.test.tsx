import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import { createQueryClient } from '@/lib/query-client';
import { ContactForm } from '../components/contact-form';
import { EMPTY_CONTACT_FORM } from '../lib/contact-form';
import { prepareContactMessage } from '../lib/prepare-contact-message';

describe('prepareContactMessage', () => {
  const filled = {
    name: 'Mira Stone',
    email: 'mira@example.com',
    message: 'We need a new intranet.',
    website: '',
    consent: true,
  };

  it('sends nothing while a field is empty or blank', () => {
    expect(prepareContactMessage(EMPTY_CONTACT_FORM)).toEqual({ kind: 'incomplete' });
    expect(prepareContactMessage({ ...filled, name: '   ' })).toEqual({ kind: 'incomplete' });
    expect(prepareContactMessage({ ...filled, email: '' })).toEqual({ kind: 'incomplete' });
    expect(prepareContactMessage({ ...filled, message: '\n\t' })).toEqual({ kind: 'incomplete' });
  });

  it('flags an address the API would refuse, by its issue', () => {
    expect(prepareContactMessage({ ...filled, email: 'mira@' })).toEqual({
      kind: 'invalid',
      issues: { email: expect.objectContaining({ code: 'invalid_format', format: 'email' }) },
    });
  });

  it('flags the consent box left unticked', () => {
    expect(prepareContactMessage({ ...filled, consent: false })).toEqual({
      kind: 'invalid',
      issues: { consent: expect.objectContaining({ code: 'custom', rule: 'consent' }) },
    });
  });

  it('trims the fields and keeps the honeypot as typed', () => {
    expect(
      prepareContactMessage({
        name: ' Mira Stone ',
        email: ' mira@example.com ',
        message: ' Hello \n',
        website: 'x',
        consent: true,
      }),
    ).toEqual({
      kind: 'ready',
      input: {
        name: 'Mira Stone',
        email: 'mira@example.com',
        message: 'Hello',
        website: 'x',
        consent: true,
      },
    });
  });
});

type Pending = { body: Record<string, unknown>; resolve: (status: number) => void };
let requests: Pending[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((resolve) => {
          requests.push({
            body: JSON.parse(String(init.body)) as Record<string, unknown>,
            resolve: (status) =>
              resolve({
                ok: status < 300,
                status,
                statusText: status < 300 ? 'Created' : 'Internal Server Error',
                text: async () =>
                  JSON.stringify({ detail: status < 300 ? 'Message received' : 'Boom' }),
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

function renderForm() {
  render(
    <I18nProvider store={allTexts('en')}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ContactForm />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return {
    name: screen.getByLabelText('Name') as HTMLInputElement,
    email: screen.getByLabelText('Email') as HTMLInputElement,
    message: screen.getByLabelText('Message') as HTMLTextAreaElement,
    form: screen.getByTestId('contact-form') as HTMLFormElement,
    consent: screen.getByRole('checkbox', { name: /I agree to the processing of my data/ }),
  };
}

async function fillIn(fields: ReturnType<typeof renderForm>) {
  const user = userEvent.setup();
  await user.type(fields.name, 'Mira Stone');
  await user.type(fields.email, 'mira@example.com');
  await user.type(fields.message, 'We need a new intranet.');
  await user.click(fields.consent);
  return user;
}

describe('ContactForm', () => {
  it('marks the three fields required and the address as an email field', () => {
    const { name, email, message } = renderForm();
    expect(name.required && email.required && message.required).toBe(true);
    expect(email.type).toBe('email');
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('silently sends nothing when a field holds only spaces', async () => {
    const fields = renderForm();
    const user = await fillIn(fields);
    await user.clear(fields.name);
    await user.type(fields.name, '   ');
    fireEvent.submit(fields.form);
    await act(async () => {});
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows "Sending..." on a disabled button, then the success toast, and clears the form', async () => {
    const fields = renderForm();
    const user = await fillIn(fields);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toHaveProperty('disabled', true);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({
      name: 'Mira Stone',
      email: 'mira@example.com',
      message: 'We need a new intranet.',
      website: '',
      consent: true,
    });

    await act(async () => requests[0]!.resolve(201));
    expect(
      await screen.findByText("Message sent successfully! We'll get back to you soon."),
    ).toBeDefined();
    expect(screen.getByText('Success')).toBeDefined();
    await waitFor(() => expect(fields.name.value).toBe(''));
    expect(fields.email.value).toBe('');
    expect(fields.message.value).toBe('');
    expect((fields.consent as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it('keeps what was typed and shows the error toast when sending fails', async () => {
    const fields = renderForm();
    const user = await fillIn(fields);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(async () => requests[0]!.resolve(500));

    expect(await screen.findByText('Failed to send message. Please try again.')).toBeDefined();
    expect(screen.getByText('An error occurred')).toBeDefined();
    expect(fields.name.value).toBe('Mira Stone');
    expect(fields.message.value).toBe('We need a new intranet.');
  });

  it('sends nothing without the consent box, and says why, with the privacy link', async () => {
    const fields = renderForm();
    const user = await fillIn(fields);
    await user.click(fields.consent);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const text = 'Please agree to the processing of your data to continue.';
    expect(await screen.findByText(text)).toBeDefined();
    expect(fields.consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(fields.consent);
    expect(requests).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );

    await user.click(fields.consent);
    expect(screen.queryByText(text)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body.consent).toBe(true);
  });

  it('points to the address when the API would refuse it', async () => {
    const fields = renderForm();
    const user = userEvent.setup();
    await user.type(fields.name, 'Mira Stone');
    await user.type(fields.email, 'mira@');
    await user.type(fields.message, 'Hello');
    fireEvent.submit(fields.form);

    expect(await screen.findByText('Please enter a valid email address.')).toBeDefined();
    expect(fields.email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(fields.email);
    expect(requests).toHaveLength(0);

    // Typing in the field takes its error away.
    await user.type(fields.email, 'example.com');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(fields.email.getAttribute('aria-invalid')).toBeNull();
  });
});
