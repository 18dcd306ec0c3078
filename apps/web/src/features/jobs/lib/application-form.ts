import { ApplicationUploadFieldsSchema } from '@app/contracts';
import type { z } from 'zod';
import { schemaResolver } from '@/lib/form-resolver';

/**
 * The fields a visitor fills in (SPEC §3, §5), validated by the same schema the API applies to
 * the upload: first name, last name and email required; phone and cover letter optional; the
 * privacy consent box ticked.
 */
export const ApplicationFormSchema = ApplicationUploadFieldsSchema.pick({
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  cover_letter: true,
  consent: true,
});
export type ApplicationFormInput = z.input<typeof ApplicationFormSchema>;
export type ApplicationFormValues = z.output<typeof ApplicationFormSchema>;
export const applicationFormResolver = schemaResolver(ApplicationFormSchema);

export const emptyApplicationForm: ApplicationFormInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  cover_letter: '',
  consent: false,
};
