import { LinkedText } from '@/components/ui/linked-text';

/**
 * A reply with its links made clickable: site paths through the router, other addresses in a
 * new tab. A reply still arriving ends in a caret; its links become clickable as soon as they
 * are complete.
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
    <LinkedText
      text={text}
      className={className}
      internalLinks="in-place"
      onInternalLink={onInternalLink}
    >
      {streaming && (
        <span
          aria-hidden
          data-testid="chat-streaming-caret"
          className="ml-0.5 inline-block h-[1em] w-1.5 translate-y-0.5 rounded-xs bg-brand-500 motion-safe:animate-pulse"
        />
      )}
    </LinkedText>
  );
}
