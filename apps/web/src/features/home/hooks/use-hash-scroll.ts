import { useEffect, useRef } from 'react';
import { useHash } from '@/lib/router';

/** SPEC §9: the landing page scrolls to the section named in the address 100 ms after load. */
export const HASH_SCROLL_DELAY_MS = 100;

/** Scrolls smoothly to a section, or at once for visitors who asked for reduced motion. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * On load, and whenever the hash changes while the page is open, scrolls to the section the
 * hash names (/#contact, /#about) after {@link HASH_SCROLL_DELAY_MS}.
 *
 * `settled` tells when content that loads later (the portfolio) has arrived: if it moved the
 * section, the page aligns with it once more, unless the visitor has started scrolling.
 */
export function useHashScroll(settled = true) {
  const hash = useHash();
  const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  const userMoved = useRef(false);

  useEffect(() => {
    if (!id) return;
    userMoved.current = false;
    const onUserScroll = () => {
      userMoved.current = true;
    };
    const timer = window.setTimeout(() => scrollToSection(id), HASH_SCROLL_DELAY_MS);
    USER_SCROLL_EVENTS.forEach((type) =>
      window.addEventListener(type, onUserScroll, { passive: true }),
    );
    return () => {
      window.clearTimeout(timer);
      USER_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, onUserScroll));
    };
  }, [id]);

  const wasSettled = useRef(settled);
  useEffect(() => {
    const justSettled = settled && !wasSettled.current;
    wasSettled.current = settled;
    if (!id || !justSettled) return;
    const timer = window.setTimeout(() => {
      if (!userMoved.current) scrollToSection(id);
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [id, settled]);
}
