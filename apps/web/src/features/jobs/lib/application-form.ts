import { ApplicationUploadFieldsSchema } from '@app/contracts';
import type { TFunction } from '@/i18n';
import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The fields a visitor fills in (SPEC §3, §5), validated by the same schema the API applies to
 * the upload: first name, last name and email required; phone and cover letter optional.
 */
export const ApplicationFormSchema = ApplicationUploadFieldsSchema.pick({
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  cover_letter: true,
});
export type ApplicationFormInput = z.input<typeof ApplicationFormSchema>;
export type ApplicationFormValues = z.output<typeof ApplicationFormSchema>;

export const emptyApplicationForm: ApplicationFormInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  cover_letter: '',
};

/** The visitor's language for a schema error, chosen by its kind (the schema speaks English). */
export function fieldErrorMessage(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  switch (error.type) {
    case 'invalid_format':
      return t('careers.apply.errors.email');
    case 'too_big': {
      const max = /\d+/.exec(error.message ?? '')?.[0];
      return t('careers.apply.errors.tooLong', { max: Number(max ?? 0) });
    }
    default:
      return t('careers.apply.errors.required');
  }
}
