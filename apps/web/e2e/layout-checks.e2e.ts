import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { brandProblems, horizontalScrollProblems, launcherOverlaps } from './layout-checks';

/**
 * The layout checks themselves, on small pages made for them: each finds the broken layout it
 * is for and passes the right one, so screenshots.e2e.ts cannot pass for a check that sees
 * nothing.
 */

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page({ width: 390, height: 600 });
});
afterAll(async () => browser.close());

/** A header with the brand (an image and the name) in a box `width` wide. */
const header = (width: string, nameStyle = '') => `
  <header style="display:flex;width:${width};font:18px/28px sans-serif">
    <a href="/" data-testid="brand" style="display:flex;align-items:center;gap:8px;min-width:0">
      <img alt="" width="32" height="32" style="width:32px;height:32px;background:#888" />
      <span style="${nameStyle}">Veltrix Consulting</span>
    </a>
  </header>`;

/** A page of `height` px with the launcher fixed at the bottom right, and `content` in it. */
const withLauncher = (content: string, height = 600) => `
  <body style="margin:0;font:16px/24px sans-serif">
    <div style="position:relative;height:${height}px">${content}</div>
    <button data-testid="chat-launcher"
      style="position:fixed;right:16px;bottom:16px;width:180px;height:56px;z-index:50">
      <span>Let's talk!</span>
    </button>
  </body>`;

/** Content at the launcher's place on the first screen (390 × 600): its box is about 194–374 × 528–584. */
const underLauncher = (element: string, top = 540) =>
  `<div style="position:absolute;left:200px;top:${top}px;width:180px">${element}</div>`;

describe('the layout checks', () => {
  it('find a brand that wraps or overflows, and pass one on one line', async () => {
    await page.setContent(header('120px'));
    expect((await brandProblems(page)).join()).toMatch(/wraps onto 2 lines/);

    await page.setContent(header('120px', 'white-space:nowrap;overflow:hidden'));
    expect((await brandProblems(page)).join()).toMatch(/overflows its box/);

    await page.setContent(header('390px'));
    expect(await brandProblems(page)).toEqual([]);
  });

  it('find a link, a button or text under the launcher, at any scroll position', async () => {
    await page.setContent(withLauncher(underLauncher('<a href="/x">Read more</a>')));
    expect(await launcherOverlaps(page)).toEqual([
      'the chat launcher covers a "Read more" (scrolled to 0)',
    ]);

    await page.setContent(withLauncher(underLauncher('<p>Some text of the page</p>')));
    expect((await launcherOverlaps(page)).join()).toMatch(/covers text "Some text of the page"/);

    // Below the first screen: found once the page is scrolled down.
    await page.setContent(
      withLauncher(underLauncher('<button>Send</button>', 540 + 1200), 600 + 1200),
    );
    expect(await launcherOverlaps(page)).toEqual([
      'the chat launcher covers button "Send" (scrolled to 1200)',
    ]);
  });

  it('find what covers a launcher in a sticky header, but not the page scrolled beneath it', async () => {
    const headerPage = (beside: string, background = 'rgb(255 255 255 / 0.8)') => `
      <body style="margin:0;font:16px/24px sans-serif">
        <header style="position:sticky;top:0;height:64px;display:flex;align-items:center;
          justify-content:flex-end;background:${background}">
          ${beside}
          <button data-testid="chat-launcher" style="width:120px;height:36px">Let's talk!</button>
        </header>
        ${'<p>Some text of the page, scrolled under the header.</p>'.repeat(80)}
      </body>`;
    await page.setContent(headerPage(''));
    expect(await launcherOverlaps(page)).toEqual([]);

    // A header one sees through hides nothing.
    await page.setContent(headerPage('', 'transparent'));
    expect((await launcherOverlaps(page)).join()).toMatch(/covers text "Some text of the page/);

    await page.setContent(headerPage('<a href="/x" style="margin-right:-60px">Menu</a>'));
    expect((await launcherOverlaps(page)).join()).toMatch(/covers a "Menu"/);
  });

  it('look only where the launcher shows something, not at the clear corners of its box', async () => {
    // A launcher as wide as the screen, of which only a round button at the right is painted.
    const roundButton = `
      <button data-testid="chat-launcher" style="position:fixed;left:0;right:0;bottom:16px;
        height:56px;border:0;padding:0;background:transparent;display:flex;justify-content:end">
        <span style="width:56px;height:56px;border-radius:50%;background:#4f46e5"></span>
      </button>`;
    await page.setContent(`<a href="/x" style="position:fixed;left:8px;bottom:24px">Left</a>
      ${roundButton}`);
    expect(await launcherOverlaps(page)).toEqual([]);

    await page.setContent(`<a href="/x" style="position:fixed;right:8px;bottom:24px">Right</a>
      ${roundButton}`);
    expect((await launcherOverlaps(page)).join()).toMatch(/covers a "Right"/);
  });

  it('pass a launcher over empty space, hidden elements, and boxes without text there', async () => {
    await page.setContent(
      withLauncher(`
        <p style="position:absolute;top:530px;left:0;width:390px;margin:0">Short</p>
        ${underLauncher('<a href="/x" style="visibility:hidden">Hidden</a>')}
        ${underLauncher('<button style="opacity:0">Invisible</button>', 560)}
        ${underLauncher('<a href="/x" style="display:block;height:20px">Just touching</a>', 509)}
        <section style="position:absolute;inset:0;background:#eee"></section>
        <p style="position:absolute;top:300px;left:0;width:380px">Text above the launcher</p>`),
    );
    expect(await launcherOverlaps(page)).toEqual([]);
  });

  it('find a page wider than the window, and pass one that fits', async () => {
    await page.setContent('<body style="margin:0"><div style="width:500px">Wide</div></body>');
    expect((await horizontalScrollProblems(page)).join()).toMatch(
      /scrolls sideways: 500 px wide in a 390 px window; sticking out: <div> "Wide"/,
    );

    await page.setContent('<body style="margin:0"><div style="max-width:100%">Fits</div></body>');
    expect(await horizontalScrollProblems(page)).toEqual([]);
  });
});
