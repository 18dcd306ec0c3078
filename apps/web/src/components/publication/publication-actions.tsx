import type { PreviewKind, PreviewLink, PublicationPhase } from '@app/contracts';
import { Archive, Copy, ExternalLink, Eye, Send, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n';
import { type Language, LANGUAGE_NAMES, LANGUAGES } from '@/i18n/languages';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toastFailure } from '@/components/ui/failure-toast';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { toast } from '@/components/ui/use-toast';
import {
  type PublishableBase,
  useChangePublication,
  useCreatePreviewLink,
} from '@/lib/publication-api';

const KIND_OF: Record<PublishableBase, PreviewKind> = {
  news: 'news',
  jobs: 'job',
  projects: 'project',
};

/**
 * A `datetime-local` value (`YYYY-MM-DDTHH:MM`, seconds optional) as an ISO time: read in the
 * browser's time zone, as ECMAScript reads a date-time without an offset. Undefined when empty.
 */
const fromLocalInput = (value: string) => {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
};

/** How long a preview link works, in hours: a day, three days, a week. */
const EXPIRIES = ['24', '72', '168'] as const;

/**
 * An item's publication actions in a manager list (ADR 0014): Publish (at once or scheduled),
 * Unpublish, Archive, and Preview (a signed link in a chosen language, opened in a new tab or
 * copied).
 */
export function PublicationActions({
  base,
  item,
}: {
  base: PublishableBase;
  item: { id: number; phase?: PublicationPhase; title: string };
}) {
  const { t } = useTranslation();
  const change = useChangePublication(base);
  const [scheduling, setScheduling] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const phase = item.phase ?? 'published';

  const run = (action: 'unpublish' | 'archive') =>
    change.mutate(
      { id: item.id, action },
      {
        onSuccess: () => toast({ title: t(`manager.publication.done.${action}`) }),
        onError: (error) => toastFailure(t('manager.publication.failed'), error),
      },
    );

  return (
    <div
      className="flex flex-wrap items-center gap-1.5"
      role="group"
      aria-label={t('manager.publication.actions', { title: item.title })}
    >
      {phase !== 'published' && (
        <Button
          size="sm"
          variant="outline"
          disabled={change.isPending}
          onClick={() => setScheduling(true)}
          data-testid="publish-action"
        >
          <Send aria-hidden />
          {t('manager.publication.publish')}
        </Button>
      )}
      {(phase === 'published' || phase === 'scheduled') && (
        <Button
          size="sm"
          variant="ghost"
          disabled={change.isPending}
          onClick={() => run('unpublish')}
          data-testid="unpublish-action"
        >
          <Undo2 aria-hidden />
          {t('manager.publication.unpublish')}
        </Button>
      )}
      {phase !== 'archived' && (
        <Button
          size="sm"
          variant="ghost"
          disabled={change.isPending}
          onClick={() => run('archive')}
          data-testid="archive-action"
        >
          <Archive aria-hidden />
          {t('manager.publication.archive')}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setPreviewing(true)}
        data-testid="preview-action"
      >
        <Eye aria-hidden />
        {t('manager.publication.preview')}
      </Button>
      {scheduling && (
        <PublishDialog
          base={base}
          id={item.id}
          title={item.title}
          onClose={() => setScheduling(false)}
        />
      )}
      {previewing && (
        <PreviewDialog
          kind={KIND_OF[base]}
          id={item.id}
          title={item.title}
          onClose={() => setPreviewing(false)}
        />
      )}
    </div>
  );
}

/** Publish at once, or at a chosen time (scheduled). */
function PublishDialog({
  base,
  id,
  title,
  onClose,
}: {
  base: PublishableBase;
  id: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangePublication(base);
  const [at, setAt] = useState('');
  const inputId = useId();
  const publish = () => {
    const publishAt = fromLocalInput(at);
    change.mutate(
      { id, action: 'publish', ...(publishAt ? { publish_at: publishAt } : {}) },
      {
        onSuccess: () => {
          toast({ title: t(`manager.publication.done.${publishAt ? 'schedule' : 'publish'}`) });
          onClose();
        },
        onError: (error) => toastFailure(t('manager.publication.failed'), error),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !change.isPending && onClose()}>
      <DialogContent data-testid="publish-dialog">
        <DialogHeader>
          <DialogTitle>{t('manager.publication.scheduleTitle')}</DialogTitle>
          <DialogDescription>
            {title} — {t('manager.publication.scheduleDescription')}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{t('manager.publication.publishAt')}</Label>
          <Input
            id={inputId}
            type="datetime-local"
            step={1}
            value={at}
            onChange={(event) => setAt(event.target.value)}
            data-testid="publish-at"
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="gradient"
            onClick={publish}
            disabled={change.isPending}
            data-testid="publish-confirm"
          >
            <Send aria-hidden />
            {t(at ? 'manager.publication.schedule' : 'manager.publication.publishNow')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A preview link in a chosen language and for a chosen time: opened in a new tab, or copied. */
function PreviewDialog({
  kind,
  id,
  title,
  onClose,
}: {
  kind: PreviewKind;
  id: number;
  title: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const create = useCreatePreviewLink();
  const [language, setLanguage] = useState<Language>(
    (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en',
  );
  const [hours, setHours] = useState<(typeof EXPIRIES)[number]>('24');
  const [link, setLink] = useState<PreviewLink | null>(null);
  const languageId = useId();
  const expiryId = useId();

  const made = async () => {
    try {
      const created = await create.mutateAsync({
        kind,
        id,
        language,
        expires_in_hours: Number(hours),
      });
      setLink(created);
      return created;
    } catch (error) {
      toastFailure(t('manager.publication.previewFailed'), error);
      return undefined;
    }
  };
  const open = async () => {
    // Opened now, while the click counts as the person's, and pointed at the link once made.
    const tab = window.open('', '_blank');
    const created = await made();
    if (!created) return tab?.close();
    if (tab) tab.location.href = created.url;
  };
  const copy = async () => {
    const created = await made();
    if (!created) return;
    await navigator.clipboard?.writeText(created.url).catch(() => undefined);
    toast({ title: t('manager.publication.copied') });
  };
  const reset = () => setLink(null);

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent data-testid="preview-dialog">
        <DialogHeader>
          <DialogTitle>{t('manager.publication.previewTitle')}</DialogTitle>
          <DialogDescription>
            {title} — {t('manager.publication.previewDescription')}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={languageId}>{t('manager.publication.language')}</Label>
            <OptionSelect
              id={languageId}
              value={language}
              onValueChange={(next) => {
                setLanguage(next);
                reset();
              }}
              options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
              data-testid="preview-language"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={expiryId}>{t('manager.publication.expiresIn')}</Label>
            <OptionSelect
              id={expiryId}
              value={hours}
              onValueChange={(next) => {
                setHours(next);
                reset();
              }}
              options={EXPIRIES.map((value) => ({
                value,
                label:
                  value === '24'
                    ? t('manager.publication.hours', { count: 24 })
                    : t('manager.publication.days', { count: Number(value) / 24 }),
              }))}
            />
          </div>
        </div>
        {link && (
          <div className="grid gap-1">
            <Input readOnly value={link.url} data-testid="preview-url" aria-label="URL" />
            <p className="text-xs text-muted-foreground">
              {t('manager.publication.expiresAt', {
                date: new Intl.DateTimeFormat(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(link.expires_at)),
              })}
            </p>
          </div>
        )}
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => void copy()}
            disabled={create.isPending}
            data-testid="preview-copy"
          >
            <Copy aria-hidden />
            {t('manager.publication.copyLink')}
          </Button>
          <Button
            variant="gradient"
            onClick={() => void open()}
            disabled={create.isPending}
            data-testid="preview-open"
          >
            <ExternalLink aria-hidden />
            {t('manager.publication.openPreview')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
