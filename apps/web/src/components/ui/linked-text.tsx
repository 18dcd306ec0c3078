import type * as React from 'react';
import { linkify } from '@/lib/linkify';
import { Link } from '@/lib/router';
import { cn } from '@/lib/utils';

const linkClasses =
  'font-medium text-brand-700 underline decoration-brand-600/40 underline-offset-2 hover:decoration-brand-600 dark:text-brand-100 dark:decoration-brand-100/50';

type LinkedTextProps = {
  text: string;
  className?: string;
  /** The site's own pages: opened in place through the router, or in a new tab. */
  internalLinks: 'in-place' | 'new-tab';
  /** Called when a link to one of the site's pages is followed in place. */
  onInternalLink?: () => void;
  /** Shown after the text. */
  children?: React.ReactNode;
};

/**
 * An assistant's text with its links ("[Title](/path)", web and e-mail addresses) made
 * clickable, never as HTML: everything else is plain text. Other sites open in a new tab.
 */
export function LinkedText({
  text,
  className,
  internalLinks,
  onInternalLink,
  children,
}: LinkedTextProps) {
  return (
    <p className={cn('break-words whitespace-pre-wrap', className)}>
      {linkify(text).map((segment, index) => {
        if (segment.type === 'text') return segment.text;
        if (segment.internal && internalLinks === 'in-place') {
          return (
            <Link key={index} to={segment.href} className={linkClasses} onClick={onInternalLink}>
              {segment.text}
            </Link>
          );
        }
        const newTab = !segment.href.startsWith('mailto:');
        return (
          <a
            key={index}
            href={segment.href}
            className={linkClasses}
            {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {segment.text}
          </a>
        );
      })}
      {children}
    </p>
  );
}
