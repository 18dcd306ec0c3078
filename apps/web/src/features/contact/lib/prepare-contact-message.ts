import { type ContactInput, ContactInputSchema } from '@app/contracts';
import { CONTACT_LIMITS, type ContactFormValues } from './contact-form';

export type PreparedContactMessage =
  { kind: 'incomplete' } | { kind: 'invalid-email' } | { kind: 'ready'; input: ContactInput };

/**
 * What the form does with its values (SPEC §5): with any of name, email and message empty (or
 * blank) nothing is sent; an address the API would refuse is flagged; otherwise the trimmed
 * message is sent, the `website` honeypot as it was typed (bots fill it, people never see it).
 */
export function prepareContactMessage(values: ContactFormValues): PreparedContactMessage {
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name || !email || !message) return { kind: 'incomplete' };
  // The inputs' maxLength matches the API's limits, so only the address can still be refused.
  const parsed = ContactInputSchema.safeParse({
    name: name.slice(0, CONTACT_LIMITS.name),
    email,
    message: message.slice(0, CONTACT_LIMITS.message),
    website: values.website.slice(0, CONTACT_LIMITS.website),
  });
  if (!parsed.success) return { kind: 'invalid-email' };
  return { kind: 'ready', input: { ...parsed.data, website: parsed.data.website ?? '' } };
}
