import { Link } from '@/lib/router';
import { cn } from '@/lib/utils';
import { linkify } from '../lib/linkify';

const linkClasses =
  'font-medium text-brand-700 underline decoration-brand-600/40 underline-offset-2 hover:decoration-brand-600 dark:text-brand-100 dark:decoration-brand-100/50';

/**
 * A reply with its links made clickable: site paths through the router, other addresses in a
 * new tab. Everything else is plain text (never HTML). A reply still arriving ends in a caret;
 * its links become clickable as soon as they are complete.
 */
export function MessageText({
  text,
  className,
  streaming = false,
  onInternalLink,
}: {
  text: string;
  className?: string;
  streaming?: boolean;
  onInternalLink?: () => void;
}) {
  return (
    <p className={cn('break-words whitespace-pre-wrap', className)}>
      {linkify(text).map((segment, index) => {
        if (segment.type === 'text') return segment.text;
        if (segment.internal) {
          return (
            <Link key={index} to={segment.href} className={linkClasses} onClick={onInternalLink}>
              {segment.text}
            </Link>
          );
        }
        const external = !segment.href.startsWith('mailto:');
        return (
          <a
            key={index}
            href={segment.href}
            className={linkClasses}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {segment.text}
          </a>
        );
      })}
      {streaming && (
        <span
          aria-hidden
          data-testid="chat-streaming-caret"
          className="ml-0.5 inline-block h-[1em] w-1.5 translate-y-0.5 rounded-xs bg-brand-500 motion-safe:animate-pulse"
        />
      )}
    </p>
  );
}
