import { type TeamMember, TeamMemberInputSchema } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useCreateTeamMember } from '../../api/create-team-member';
import { useUpdateTeamMember } from '../../api/update-team-member';
import {
  emptyTeamForm,
  memberToForm,
  type TeamFormInput,
  type TeamFormValues,
  type TeamTextField,
  teamFieldErrorMessage,
} from './team-form';

type TeamFormDialogProps = {
  /** The member being edited; null to add a new one. */
  member: TeamMember | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The add/edit dialog of Team Members (SPEC §2, §3, §5), validated with the API's own schema
 * before anything is sent. When the server refuses, the dialog stays open with every field as
 * typed and shows the server's detail. A new member's draft survives closing the dialog.
 */
export function TeamFormDialog({ member, open, onOpenChange }: TeamFormDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const form = useForm<TeamFormInput, unknown, TeamFormValues>({
    resolver: zodResolver(TeamMemberInputSchema),
    defaultValues: memberToForm(member),
  });
  const create = useCreateTeamMember();
  const update = useUpdateTeamMember();
  const [serverError, setServerError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const { errors } = form.formState;

  const fail = (error: unknown) => {
    const detail = error instanceof ApiError ? error.detail : undefined;
    setServerError(detail ?? t('teamAdmin.toast.operationFailed'));
    toast({
      title: t('teamAdmin.toast.operationFailed'),
      description: detail,
      variant: 'destructive',
    });
  };

  const onSubmit = form.handleSubmit((input) => {
    setServerError(null);
    if (member) {
      update.mutate(
        { id: member.id, patch: input },
        {
          onSuccess: () => {
            toast({
              title: t('common.success'),
              description: t('teamAdmin.toast.updated'),
            });
            onOpenChange(false);
          },
          onError: fail,
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        toast({ title: t('common.success'), description: t('teamAdmin.toast.added') });
        form.reset(emptyTeamForm);
        onOpenChange(false);
      },
      onError: fail,
    });
  });

  const id = (field: keyof TeamFormValues) => `${ids}-${field}`;
  const error = (field: TeamTextField) => teamFieldErrorMessage(t, field, errors[field]);
  const control = (field: TeamTextField) => {
    const message = error(field);
    return {
      id: id(field),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id(field)}-error` : undefined,
      ...form.register(field),
    };
  };
  const field = (name: TeamTextField, props: { required?: boolean; hint?: string } = {}) => ({
    id: id(name),
    label: t(`teamAdmin.fields.${name}`),
    error: error(name),
    ...props,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[80vh] sm:max-w-2xl" data-testid="team-form-dialog">
        <DialogHeader>
          <DialogTitle>
            {member ? t('teamAdmin.dialog.editTitle') : t('teamAdmin.dialog.addTitle')}
          </DialogTitle>
          <DialogDescription>
            {member ? t('teamAdmin.dialog.editDescription') : t('teamAdmin.dialog.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
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
              <Input {...control('profile_image')} type="url" placeholder="/media/team/photo.svg" />
            </Field>
          </div>
          <Field {...field('bio', { hint: t('teamAdmin.fields.bioHint') })}>
            <Textarea {...control('bio')} rows={6} className="min-h-32 font-mono text-[13px]" />
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
            <Controller
              control={form.control}
              name="is_visible"
              render={({ field: visible }) => (
                <div className="flex items-start gap-3 rounded-lg border bg-muted/30 p-3 sm:mt-6">
                  <Checkbox
                    id={id('is_visible')}
                    checked={visible.value ?? true}
                    onCheckedChange={(checked) => visible.onChange(checked === true)}
                    onBlur={visible.onBlur}
                    ref={visible.ref}
                    aria-describedby={`${id('is_visible')}-hint`}
                    className="mt-0.5"
                  />
                  <div className="grid gap-1">
                    <Label htmlFor={id('is_visible')}>{t('teamAdmin.fields.is_visible')}</Label>
                    <p id={`${id('is_visible')}-hint`} className="text-xs text-muted-foreground">
                      {t('teamAdmin.fields.is_visibleHint')}
                    </p>
                  </div>
                </div>
              )}
            />
          </div>
          {serverError && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
              {serverError}
            </p>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => onOpenChange(false)}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <LoaderCircle aria-hidden className="animate-spin" />}
              {pending
                ? t('teamAdmin.dialog.saving')
                : member
                  ? t('teamAdmin.dialog.submitEdit')
                  : t('teamAdmin.dialog.submitCreate')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
