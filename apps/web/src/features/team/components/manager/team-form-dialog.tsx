import { type TeamMember, TRANSLATED_FIELDS } from '@app/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Field, useFormFields } from '@/components/ui/field';
import { FormCheckbox } from '@/components/ui/form-controls';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormImageField } from '@/components/ui/form-image-field';
import { Input } from '@/components/ui/input';
import { FormRichText } from '@/components/rich-text-editor';
import { type TranslatedField, TranslationTabs } from '@/components/ui/translation-tabs';
import { useCreateTeamMember } from '../../api/create-team-member';
import { useUpdateTeamMember } from '../../api/update-team-member';
import {
  emptyTeamForm,
  type MemberField,
  memberToForm,
  type TeamFormInput,
  teamFormResolver,
  type TeamFormValues,
  type TeamTextField,
} from '../../lib/team-form';

type TeamFormDialogProps = {
  /** The member being edited; null to add a new one. */
  member: TeamMember | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The add/edit dialog of Team Members (SPEC §2, §3, §5): name, position and department
 * required; contact links, the biography, the display order and visibility optional.
 */
export function TeamFormDialog({ member, open, onOpenChange }: TeamFormDialogProps) {
  const { t } = useTranslation();
  const form = useForm<TeamFormInput, unknown, TeamFormValues>({
    resolver: teamFormResolver,
    defaultValues: memberToForm(member),
  });
  const create = useCreateTeamMember();
  const update = useUpdateTeamMember();
  const fields = useFormFields(form, { disabled: create.isPending || update.isPending });
  const { control } = fields;
  const field = (name: TeamTextField, props: { required?: boolean; hint?: string } = {}) => ({
    ...fields.field(name),
    label: t(`teamAdmin.fields.${name}`),
    ...props,
  });
  /** The translated fields, as their English ones (the bio in the rich-text editor). */
  const translated: Record<MemberField, Omit<TranslatedField<MemberField>, 'name'>> = {
    position: { label: t('teamAdmin.fields.position') },
    bio: {
      label: t('teamAdmin.fields.bio'),
      hint: t('teamAdmin.fields.bioHint'),
      rich: true,
    },
  };

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      editing={member !== null}
      title={t(member ? 'teamAdmin.dialog.editTitle' : 'teamAdmin.dialog.addTitle')}
      description={t(
        member ? 'teamAdmin.dialog.editDescription' : 'teamAdmin.dialog.addDescription',
      )}
      submitLabel={t(member ? 'teamAdmin.dialog.submitEdit' : 'teamAdmin.dialog.submitCreate')}
      pendingLabel={t('teamAdmin.dialog.saving')}
      onSave={(input) =>
        member ? update.mutateAsync({ id: member.id, patch: input }) : create.mutateAsync(input)
      }
      onSaved={() => {
        if (!member) form.reset(emptyTeamForm);
      }}
      savedToast={{
        title: t('common.success'),
        description: t(member ? 'teamAdmin.toast.updated' : 'teamAdmin.toast.added'),
      }}
      failureTitle={t('teamAdmin.toast.operationFailed')}
      testId="team-form-dialog"
    >
      <TranslationTabs
        form={form}
        fields={TRANSLATED_FIELDS.team.map((name) => ({ name, ...translated[name] }))}
        disabled={fields.disabled}
      >
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field {...field('name', { required: true })} className="sm:col-span-2">
            <Input {...control('name')} autoComplete="off" />
          </Field>
          <Field {...field('position', { required: true })}>
            <Input {...control('position')} />
          </Field>
          <Field {...field('department', { required: true })}>
            <Input {...control('department')} />
          </Field>
          <Field {...field('email')}>
            <Input {...control('email')} type="email" autoComplete="off" />
          </Field>
          <Field {...field('phone')}>
            <Input {...control('phone')} type="tel" autoComplete="off" />
          </Field>
          <Field {...field('linkedin_url')}>
            <Input
              {...control('linkedin_url')}
              type="url"
              placeholder="https://www.linkedin.com/in/..."
            />
          </Field>
          <Field {...field('github_url')}>
            <Input {...control('github_url')} type="url" placeholder="https://github.com/..." />
          </Field>
          <Field {...field('twitter_url')}>
            <Input {...control('twitter_url')} type="url" placeholder="https://x.com/..." />
          </Field>
          <Field {...field('profile_image', { hint: t('teamAdmin.fields.profile_imageHint') })}>
            <FormImageField
              form={form}
              name="profile_media"
              urlName="profile_image"
              id={fields.id('profile_image')}
              disabled={fields.disabled}
            />
          </Field>
        </div>
        <Field {...field('bio', { hint: t('teamAdmin.fields.bioHint') })}>
          <FormRichText
            form={form}
            name="bio"
            label={t('teamAdmin.fields.bio')}
            {...fields.aria('bio')}
            disabled={fields.disabled}
          />
        </Field>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field {...field('display_order', { hint: t('teamAdmin.fields.display_orderHint') })}>
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
            label={t('teamAdmin.fields.is_visible')}
            hint={t('teamAdmin.fields.is_visibleHint')}
            disabled={fields.disabled}
            className="sm:mt-6"
          />
        </div>
      </TranslationTabs>
    </FormDialog>
  );
}
