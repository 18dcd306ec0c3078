import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  type Browser,
  createStaff,
  expectAccessible,
  openBrowser,
  openScreen,
  screenshot,
  signIn,
} from './browser';

const TITLE = `Audit Trail Engineer ${randomBytes(3).toString('hex')}`;
const EDITED_TITLE = `${TITLE} (edited)`;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the audit log', () => {
  it("shows an admin's edit of a job, found by the filters", async () => {
    const page = await browser.page();
    const created = await page.request.post('/api/jobs', {
      headers: await adminHeaders(page),
      data: {
        title: TITLE,
        department: 'Engineering',
        location: 'Baku',
        description: 'Keep the records straight.',
        requirements: 'Care',
        responsibilities: 'Record',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // The admin edits the job's title in the back office.
    await signIn(page);
    await openScreen(page, '/manager/jobs', { heading: 'Job Management', item: 'job-admin-card' });
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: TITLE, exact: true }) });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Job' }).waitFor();
    await dialog.getByLabel(/^Title/).fill(EDITED_TITLE);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Job updated successfully', { exact: true }).first().waitFor();

    // The audit log, from the navigation, filtered to updates of this job.
    const nav = page.getByRole('navigation', { name: 'Back office navigation' });
    await nav.getByRole('link', { name: 'Audit Log', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    await page.getByRole('table').waitFor();
    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Updated', exact: true }).click();
    await page.getByLabel('Item', { exact: true }).click();
    await page.getByRole('option', { name: 'Job', exact: true }).click();
    const itemId = page.getByLabel('Item ID');
    await itemId.fill(String(id));
    await itemId.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('entity_id') === String(id));

    const rows = page.getByRole('table').getByRole('row');
    await page.getByText('1 entry', { exact: true }).waitFor();
    expect(await rows.count()).toBe(2); // the header and the one entry
    const entry = rows.nth(1);
    expect(await entry.getByText('Updated', { exact: true }).isVisible()).toBe(true);
    expect(await entry.getByText('title', { exact: true }).isVisible()).toBe(true);
    expect(
      await entry
        .getByText(/admin|@/)
        .first()
        .isVisible(),
    ).toBe(true);
    const link = entry.getByRole('link', { name: `Job #${id}` });
    expect(await link.getAttribute('href')).toBe(`/manager/${id}/applicants`);
    // Written as the interface language writes a date ("26 Nov 2026, 13:40").
    expect(await entry.locator('time').textContent()).toMatch(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2}$/);

    // A filter that matches nothing shows the empty state.
    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Deleted', exact: true }).click();
    await page.getByText('No entries found', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('table').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'manager-audit');
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('is not open to an editor, in the back office nor through the API', async () => {
    const page = await browser.page();
    const editor = await createStaff(page, 3);
    await signIn(page, editor);
    await page.goto('/manager/audit');
    await page.getByTestId('forbidden').waitFor();
    const nav = page.getByRole('navigation', { name: 'Back office navigation' });
    expect(await nav.getByRole('link', { name: 'Audit Log', exact: true }).count()).toBe(0);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const answer = await page.request.get('/api/audit', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(403);
    await page.close();
  });
});
