import { type Testimonial, TRANSLATED_FIELDS } from '@app/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Field, useFormFields } from '@/components/ui/field';
import { FormCheckbox } from '@/components/ui/form-controls';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { type TranslatedField, TranslationTabs } from '@/components/ui/translation-tabs';
import { useCreateTestimonial } from '../../api/create-testimonial';
import { useUpdateTestimonial } from '../../api/update-testimonial';
import {
  emptyTestimonialForm,
  type TestimonialField,
  type TestimonialFormInput,
  testimonialFormResolver,
  type TestimonialFormValues,
  type TestimonialTextField,
  testimonialToForm,
} from '../../lib/testimonial-form';

type TestimonialFormDialogProps = {
  /** The testimonial being edited; null to add a new one. */
  testimonial: Testimonial | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The add/edit dialog of Testimonials: the quote, the person's name and the company required;
 * the role, the logo's address, the display order and visibility optional. The quote and the
 * role have German and Azerbaijani tabs, as a team member's position and bio.
 */
export function TestimonialFormDialog({
  testimonial,
  open,
  onOpenChange,
}: TestimonialFormDialogProps) {
  const { t } = useTranslation();
  const form = useForm<TestimonialFormInput, unknown, TestimonialFormValues>({
    resolver: testimonialFormResolver,
    defaultValues: testimonialToForm(testimonial),
  });
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const fields = useFormFields(form, { disabled: create.isPending || update.isPending });
  const { control } = fields;
  const field = (
    name: TestimonialTextField,
    props: { required?: boolean; hint?: string } = {},
  ) => ({
    ...fields.field(name),
    label: t(`testimonialsAdmin.fields.${name}`),
    ...props,
  });
  /** The translated fields, as their English ones. */
  const translated: Record<TestimonialField, Omit<TranslatedField<TestimonialField>, 'name'>> = {
    quote: { label: t('testimonialsAdmin.fields.quote'), rows: 5 },
    person_role: { label: t('testimonialsAdmin.fields.person_role') },
  };

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      editing={testimonial !== null}
      title={t(
        testimonial ? 'testimonialsAdmin.dialog.editTitle' : 'testimonialsAdmin.dialog.addTitle',
      )}
      description={t(
        testimonial
          ? 'testimonialsAdmin.dialog.editDescription'
          : 'testimonialsAdmin.dialog.addDescription',
      )}
      submitLabel={t(
        testimonial
          ? 'testimonialsAdmin.dialog.submitEdit'
          : 'testimonialsAdmin.dialog.submitCreate',
      )}
      pendingLabel={t('testimonialsAdmin.dialog.saving')}
      onSave={(input) =>
        testimonial
          ? update.mutateAsync({ id: testimonial.id, patch: input })
          : create.mutateAsync(input)
      }
      onSaved={() => {
        if (!testimonial) form.reset(emptyTestimonialForm);
      }}
      savedToast={{
        title: t('common.success'),
        description: t(
          testimonial ? 'testimonialsAdmin.toast.updated' : 'testimonialsAdmin.toast.added',
        ),
      }}
      failureTitle={t('testimonialsAdmin.toast.operationFailed')}
      testId="testimonial-form-dialog"
    >
      <TranslationTabs
        form={form}
        fields={TRANSLATED_FIELDS.testimonials.map((name) => ({ name, ...translated[name] }))}
        disabled={fields.disabled}
      >
        <Field
          {...field('quote', { required: true, hint: t('testimonialsAdmin.fields.quoteHint') })}
        >
          <Textarea {...control('quote')} rows={5} className="min-h-28" />
        </Field>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field {...field('person_name', { required: true })}>
            <Input {...control('person_name')} autoComplete="off" />
          </Field>
          <Field {...field('person_role')}>
            <Input {...control('person_role')} autoComplete="off" />
          </Field>
          <Field {...field('company', { required: true })}>
            <Input {...control('company')} autoComplete="off" />
          </Field>
          <Field {...field('logo_url', { hint: t('testimonialsAdmin.fields.logo_urlHint') })}>
            <Input {...control('logo_url')} type="url" placeholder="/media/testimonials/logo.svg" />
          </Field>
          <Field
            {...field('display_order', { hint: t('testimonialsAdmin.fields.display_orderHint') })}
          >
            <Input
              {...control('display_order')}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
            />
          </Field>
          <FormCheckbox
            control={form.control}
            name="is_visible"
            id={fields.id('is_visible')}
            label={t('testimonialsAdmin.fields.is_visible')}
            hint={t('testimonialsAdmin.fields.is_visibleHint')}
            disabled={fields.disabled}
            className="sm:mt-6"
          />
        </div>
      </TranslationTabs>
    </FormDialog>
  );
}
