import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * The typography of rich text (article bodies, team bios), on the public pages and in the
 * editor alike: headings, lists, links, quotes, code and pictures, light and dark.
 */
export const PROSE = cn(
  'max-w-none break-words',
  '[&_p]:my-4 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-foreground',
  '[&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-brand-100',
  '[&_b]:font-semibold [&_b]:text-foreground [&_strong]:font-semibold [&_strong]:text-foreground',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-brand-500 [&_li>p]:my-0',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500/60 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-foreground',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:border [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-8 [&_hr]:border-border',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_img]:border',
);

/**
 * Rich text the server has sanitised (apps/api/src/lib/sanitize-html.ts), rendered as it is
 * (on the server too); its pictures load lazily.
 */
export function RichText({
  html,
  className,
  ...props
}: { html: string } & Omit<React.ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'>) {
  return (
    <div
      className={cn(PROSE, className)}
      {...props}
      // Sanitised on the server before it was stored, with the one allow-list.
      dangerouslySetInnerHTML={{ __html: lazyImages(html) }}
    />
  );
}

/** Pictures in the text load when they come near the screen, and decode off the main thread. */
export const lazyImages = (html: string) =>
  html.replace(/<img\b(?![^>]*\bloading=)/gi, '<img loading="lazy" decoding="async"');
