import type { ContactInput } from '@app/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Received = { detail: string };

/** POST /api/contact: a message from the contact form (the `website` honeypot included). */
export const sendContactMessage = (input: ContactInput) =>
  api<Received>('/contact', { method: 'POST', body: input });

export const useSendContactMessage = (
  options: Omit<UseMutationOptions<Received, Error, ContactInput>, 'mutationFn'> = {},
) => useMutation({ mutationKey: ['contact', 'send'], mutationFn: sendContactMessage, ...options });
