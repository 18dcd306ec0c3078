import { type ContactInput, ContactInputSchema } from '@app/contracts';
import { checkForm, type FormIssue } from '@/lib/form-errors';
import { CONTACT_LIMITS, type ContactFormValues } from './contact-form';

export type PreparedContactMessage =
  | { kind: 'incomplete' }
  | { kind: 'invalid'; issues: Partial<Record<keyof ContactFormValues, FormIssue>> }
  | { kind: 'ready'; input: ContactInput };

/**
 * What the form does with its values (SPEC §5): with any of name, email and message empty (or
 * blank) nothing is sent; what the API would refuse (an address, the consent box unticked) is flagged;
 * otherwise the trimmed message is sent, the `website` honeypot as it was typed (bots fill it,
 * people never see it).
 */
export function prepareContactMessage(values: ContactFormValues): PreparedContactMessage {
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name || !email || !message) return { kind: 'incomplete' };
  // The inputs' maxLength matches the API's limits: only the address and consent can be refused.
  const checked = checkForm(ContactInputSchema, {
    name: name.slice(0, CONTACT_LIMITS.name),
    email,
    message: message.slice(0, CONTACT_LIMITS.message),
    website: values.website.slice(0, CONTACT_LIMITS.website),
    consent: values.consent,
  });
  if (!checked.success) return { kind: 'invalid', issues: checked.issues };
  return { kind: 'ready', input: { ...checked.data, website: checked.data.website ?? '' } };
}
