import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  createStaff,
  expectAccessible,
  openBrowser,
  openScreen,
  signIn,
} from './browser';

/** Names of our own records: the e2e database is shared by every file running in parallel. */
const suffix = randomBytes(3).toString('hex');
const ARTICLE = `Rich text article ${suffix}`;
const MEMBER = `Rich Bio ${suffix}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page();
  await signIn(page, await createStaff(page, 3));
});
afterAll(async () => browser.close());

const dialog = () => page.getByRole('dialog');
const tool = (name: string) => dialog().getByRole('button', { name, exact: true });

describe('rich text (as an editor)', () => {
  it('writes an article with a heading, a link and a list that visitors get as HTML', async () => {
    await openScreen(page, '/manager/news', { heading: 'News Management' });
    await page.getByRole('button', { name: 'Add Article' }).first().click();
    await dialog().getByLabel('Title').fill(ARTICLE);
    await dialog().getByLabel('Excerpt').fill('Formatted in the editor.');

    const body = dialog().getByRole('textbox', { name: 'Content' });
    await body.click();
    await page.keyboard.type('Why it matters');
    await tool('Heading').click();
    expect(await tool('Heading').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read the ');
    // The link: Ctrl+K opens its address, an unsafe one is refused.
    await page.keyboard.press('Control+k');
    const address = dialog().getByLabel('Address', { exact: true });
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await dialog().getByText('Enter a web address', { exact: false }).waitFor();
    await address.fill('https://example.com/guide');
    await address.press('Enter');
    await address.waitFor({ state: 'detached' });
    // Writing goes on in the text once the address is applied.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Content',
    );
    await page.keyboard.type(' first.');
    await page.keyboard.press('Enter');
    await tool('Bulleted list').click();
    await page.keyboard.type('Plan');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Build');
    expect(await tool('Bulleted list').getAttribute('aria-pressed')).toBe('true');
    expect(await body.innerHTML()).toContain('<h2>Why it matters</h2>');

    await dialog().getByLabel('Category').fill('Testing');
    await dialog().getByLabel('Tags').fill('rich-text');
    await expectAccessible(page);
    await dialog().getByRole('button', { name: 'Publish Article' }).click();
    await dialog().waitFor({ state: 'detached' });

    const card = page
      .getByTestId('news-admin-card')
      .filter({ has: page.getByRole('heading', { name: ARTICLE, exact: true }) });
    const href = (await card
      .getByRole('link', { name: `View ${ARTICLE} (opens in a new tab)` })
      .getAttribute('href'))!;

    // The server-rendered page, before any script runs.
    const page_ = await (await page.request.get(href)).text();
    const raw = /data-testid="article-content"[^>]*>(.*?)<\/div>/s.exec(page_)?.[1] ?? page_;
    expect(raw).toContain('<h2>Why it matters</h2>');
    expect(raw).toMatch(
      /<a href="https:\/\/example\.com\/guide" rel="noopener noreferrer">[^<]*<\/a>/,
    );
    expect(raw).toMatch(/<ul><li><p>Plan<\/p><\/li><li><p>Build<\/p><\/li><\/ul>/);
    expect(raw).not.toContain('javascript:');

    // And as visitors see it.
    await page.goto(href);
    const content = page.getByTestId('article-content');
    await content.locator('h2', { hasText: 'Why it matters' }).waitFor();
    expect(await content.locator('a').getAttribute('href')).toBe('https://example.com/guide');
    expect(await content.locator('ul > li').allTextContents()).toEqual(['Plan', 'Build']);
    // Visitors' pages never load the editor.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.filter((name) => /rich-text-editor|tiptap|prosemirror/i.test(name))).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it('writes a bio with bold text, shown bold on the member page', async () => {
    await openScreen(page, '/manager/team', { heading: 'Team Members' });
    await page.getByRole('button', { name: 'Add Team Member' }).first().click();
    await dialog().getByLabel('Name').fill(MEMBER);
    await dialog().getByLabel('Position').fill('Engineer');
    await dialog().getByLabel('Department').fill('Quality');
    await dialog().getByRole('textbox', { name: 'Bio' }).click();
    await page.keyboard.type('Keeps releases ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('boring');
    expect(await tool('Bold').getAttribute('aria-pressed')).toBe('true');
    await dialog().getByRole('button', { name: 'Add Member' }).click();
    await dialog().waitFor({ state: 'detached' });

    const { members } = (await (await page.request.get('/api/team/team-members')).json()) as {
      members: { id: number; name: string; bio: string | null }[];
    };
    const member = members.find((item) => item.name === MEMBER)!;
    expect(member.bio).toBe('<p>Keeps releases <strong>boring</strong></p>');
    const raw = await (await page.request.get(`/team/${member.id}`)).text();
    expect(raw).toContain('<strong>boring</strong>');
    await page.goto(`/team/${member.id}`);
    expect(await page.getByTestId('member-bio').locator('strong').textContent()).toBe('boring');
  });
});
