import { linkify } from '@/features/chat/lib/linkify';
import { cn } from '@/lib/utils';

const linkClasses =
  'font-medium text-brand-700 underline decoration-brand-600/40 underline-offset-2 hover:decoration-brand-600 dark:text-brand-100 dark:decoration-brand-100/50';

/**
 * A recorded assistant reply with its links ("[Title](/path)", addresses, e-mails) made
 * clickable, never as HTML. Links open in a new tab so the manager keeps this screen.
 */
export function BotReply({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn('break-words whitespace-pre-wrap', className)}>
      {linkify(text).map((segment, index) => {
        if (segment.type === 'text') return segment.text;
        const isMail = segment.href.startsWith('mailto:');
        return (
          <a
            key={index}
            href={segment.href}
            className={linkClasses}
            {...(isMail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {segment.text}
          </a>
        );
      })}
    </p>
  );
}
