import type { Page } from 'playwright-core';

/**
 * Layout checks run on the page a browser shows. Each answers the problems it found, one
 * sentence each, and nothing when the layout is right, so a test can gather the problems of
 * a view and name them all in one message. layout-checks.e2e.ts shows each one failing on a
 * broken page.
 */

/** The site header's brand (logo and company name), as `Logo` marks it. */
export const BRAND = 'header [data-testid="brand"]';
/** The chat's floating button. */
export const LAUNCHER = '[data-testid="chat-launcher"]';

/**
 * The brand stays on one line: its text boxes (`Range.getClientRects()` of its text nodes)
 * share one top and are together at most 1.3 line heights tall, and neither the brand nor
 * anything in it is wider than its box.
 */
export function brandProblems(page: Page, selector = BRAND): Promise<string[]> {
  return page.evaluate((selector) => {
    const brand = document.querySelector(selector);
    if (!brand) return [`no brand (${selector}) on the page`];
    const problems: string[] = [];
    const rects: DOMRect[] = [];
    let lineHeight = 0;
    const texts = document.createTreeWalker(brand, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement) continue;
      const style = getComputedStyle(node.parentElement);
      const height =
        style.lineHeight === 'normal'
          ? parseFloat(style.fontSize) * 1.2
          : parseFloat(style.lineHeight);
      lineHeight = Math.max(lineHeight, height);
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0));
    }
    if (rects.length === 0) return [`the brand shows no text`];

    const top = Math.min(...rects.map((rect) => rect.top));
    const bottom = Math.max(...rects.map((rect) => rect.bottom));
    const lines = new Set(rects.map((rect) => Math.round((rect.top - top) / lineHeight))).size;
    if (lines > 1 || bottom - top > lineHeight * 1.3) {
      problems.push(
        `the brand "${brand.textContent?.trim()}" wraps onto ${lines} lines ` +
          `(its text is ${Math.round(bottom - top)} px tall, its line height ${lineHeight} px)`,
      );
    }

    const box = brand.getBoundingClientRect();
    const outside = rects.some((rect) => rect.left < box.left - 1 || rect.right > box.right + 1);
    const tooWide = [brand, ...Array.from(brand.querySelectorAll('*'))].filter(
      (element) =>
        getComputedStyle(element).display !== 'inline' &&
        element.scrollWidth > element.clientWidth + 1,
    );
    if (outside || tooWide.length > 0) {
      problems.push(`the brand's text overflows its box (${Math.round(box.width)} px wide)`);
    }
    return problems;
  }, selector);
}

/**
 * Nothing a visitor reads or uses lies under the chat launcher, wherever the page is scrolled.
 * The page is scrolled from top to bottom a viewport height at a time; at each position the
 * elements under a grid of points over the launcher's box (`document.elementsFromPoint`) are
 * looked at, where the launcher shows something (a background, an icon, text; not its box's
 * clear corners): a visible link, button, form control or other focusable element is covered,
 * and so is an element whose own text is at the point. The launcher and what is in it, the
 * page's containers (no text of their own), and what lies beneath a surface the launcher sits
 * on (the sticky header's background hides the page scrolled under it) do not count. Ends
 * scrolled to the top.
 */
export function launcherOverlaps(page: Page, selector = LAUNCHER): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const launcher = document.querySelector(selector);
    if (!launcher) return [`no chat launcher (${selector}) on the page`];
    const interactive =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [contenteditable], ' +
      '[role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], ' +
      '[role="switch"], [role="textbox"], [tabindex]:not([tabindex="-1"])';
    /** Whether one of the element's own text nodes has a box at the point. */
    const ownTextAt = (element: Element, x: number, y: number) =>
      Array.from(element.childNodes).some((node) => {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
        const range = document.createRange();
        range.selectNodeContents(node);
        return Array.from(range.getClientRects()).some(
          (rect) => rect.left <= x && x <= rect.right && rect.top <= y && y <= rect.bottom,
        );
      });
    /** Whether the element paints something: a background colour, image or backdrop blur. */
    const hasSurface = (element: Element) => {
      const style = getComputedStyle(element);
      const clear = /^transparent$|^rgba\((?:[^,]+,){3}\s*0\)$|\/\s*0\)$/.test(
        style.backgroundColor,
      );
      return !clear || style.backgroundImage !== 'none' || style.backdropFilter !== 'none';
    };
    /**
     * Whether the launcher's element shows something at the point, 2 px or more inside its box
     * (a clear corner of the launcher's box covers nothing; edges that touch are no overlap).
     */
    const paints = (element: Element, x: number, y: number) => {
      const box = element.getBoundingClientRect();
      const inside =
        box.left + 2 <= x && x <= box.right - 2 && box.top + 2 <= y && y <= box.bottom - 2;
      return (
        inside && (hasSurface(element) || element instanceof SVGElement || ownTextAt(element, x, y))
      );
    };
    const describe = (element: Element) => {
      const name = element.textContent?.trim() || element.getAttribute('aria-label') || '';
      const text = name.replace(/\s+/g, ' ').slice(0, 40);
      const kind = element.matches(interactive) ? element.tagName.toLowerCase() : 'text';
      return text ? `${kind} "${text}"` : `${kind} <${element.tagName.toLowerCase()}>`;
    };

    const root = document.scrollingElement ?? document.documentElement;
    const bottom = Math.max(0, root.scrollHeight - window.innerHeight);
    const positions: number[] = [];
    for (let y = 0; y < bottom; y += window.innerHeight) positions.push(y);
    positions.push(bottom);

    const covered = new Map<Element, number[]>();
    for (const y of positions) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const box: DOMRect = launcher.getBoundingClientRect();
      for (let x: number = box.left + 1; x < box.right; x += 8) {
        for (let top: number = box.top + 1; top < box.bottom; top += 8) {
          const stack = document.elementsFromPoint(x, top);
          if (!stack.some((element) => launcher.contains(element) && paints(element, x, top))) {
            continue;
          }
          for (const element of stack) {
            if (launcher.contains(element)) continue;
            // What lies under a surface the launcher sits on (a header's background) is hidden.
            if (element.contains(launcher) && hasSurface(element)) break;
            if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
              continue;
            }
            const target: Element | null =
              element.closest(interactive) ?? (ownTextAt(element, x, top) ? element : null);
            if (!target || target.contains(launcher)) continue;
            const at = covered.get(target) ?? [];
            if (!at.includes(y)) at.push(y);
            covered.set(target, at);
          }
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return Array.from(covered, ([element, at]) => {
      const where = at.map((y) => Math.round(y)).join(', ');
      return `the chat launcher covers ${describe(element)} (scrolled to ${where})`;
    });
  }, selector);
}

/**
 * The page is no wider than the window: no sideways scrolling. The message names the first
 * elements that stick out (those whose parent does not).
 */
export function horizontalScrollProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const sticksOut = (element: Element | null) =>
      !!element && element.getBoundingClientRect().right > root.clientWidth + 1;
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => sticksOut(element) && !sticksOut(element.parentElement))
      .slice(0, 3)
      .map((element) => {
        const name = element.tagName.toLowerCase();
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
        const right = Math.round(element.getBoundingClientRect().right);
        return `<${name}> "${text}" (to ${right} px)`;
      });
    return [
      `the page scrolls sideways: ${root.scrollWidth} px wide in a ${root.clientWidth} px window` +
        (culprits.length ? `; sticking out: ${culprits.join(', ')}` : ''),
    ];
  });
}
