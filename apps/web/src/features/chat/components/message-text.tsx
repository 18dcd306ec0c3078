import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { linkify } from '../lib/linkify';

const linkClasses =
  'font-medium text-brand-700 underline decoration-brand-600/40 underline-offset-2 hover:decoration-brand-600 dark:text-brand-100 dark:decoration-brand-100/50';

/**
 * A reply with its links made clickable: site paths through the router, other addresses in a
 * new tab. Everything else is plain text (never HTML).
 */
export function MessageText({
  text,
  className,
  onInternalLink,
}: {
  text: string;
  className?: string;
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
    </p>
  );
}
