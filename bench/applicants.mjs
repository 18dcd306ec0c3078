#!/usr/bin/env node
// The applicants screen with a job of 5,000 applicants, on the production server as `npm start`
// runs it (API + web build):
//
// 1. The calls the screen makes: a page of 50 (GET /api/job-applications?job_id=…, each with its
//    documents and the applicant's other applications), a filtered page, the ids of all that
//    match (GET /api/job-applications/ids, asked for once something is selected) and the job's
//    full list (GET /api/jobs/:id/with-applicants, which the export reads): median and p95 of
//    the timed requests after warm-up ones, and the answer's size, on the embedded database
//    (PGlite) and, with TEST_DATABASE_URL or --postgres <url>, on a PostgreSQL server (in a
//    database of its own, bench_applicants_<pid>, dropped afterwards).
// 2. In Chromium, signed in as the admin: the screen's first render and a filter change, in the
//    cards view and the table view, as main-thread time.
// 3. The XLSX export of all 5,000 rows: main-thread time and memory.
//
// How main-thread time is measured: a Chrome trace (CDP Tracing, the DevTools timeline
// categories) is recorded around each action. Every task the renderer's main thread runs is a
// top-level `RunTask` event with its duration; the figure is the sum of the durations of those
// that start inside the window, from the start of the action (the navigation's `navigationStart`,
// or a `performance.mark` set just before the click or typing) until the page marks the result
// shown (a MutationObserver puts a `performance.mark` when the list is in the DOM as expected).
// Idle time (waiting for the network, for a timer) is not counted, only work on the main thread;
// a task that starts inside the window counts whole, so the commit that shows the list is in.
// The first render is an in-app navigation (from the jobs list, as a recruiter opens a job's
// applicants): the app itself is already running, the job and the first page are fetched,
// parsed and rendered.
// A full page load (with the app's start-up and hydration) is printed too, for reference.
//
// Memory of the export: the renderer's JavaScript heap from the same trace (the largest heap
// size the timeline's counters and the garbage collections report, on any thread of the page,
// a Web Worker too) against the heap before the click, and the renderer process's peak resident
// memory (VmHWM in /proc, reset before the click) against its resident memory before it.
//
// The 5,000 applications are written with two INSERT … SELECT generate_series statements (and
// their documents with one more) while the server is stopped: statuses, ratings, notes, dates
// over 90 days, sources, cover letters, documents on a third, and 400 of the e-mails applying to
// another job too.
//
// Usage (from the repository root): npm run bench:applicants [-- --build] [--runs <n>]
//   --build  builds first (else an existing build is used; without one it builds)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { root, startProductionServer } from './production-server.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const postgresUrl = option('postgres', process.env.TEST_DATABASE_URL);
const runs = Number(option('runs', 3));
const APPLICANTS = 5000;
const REPEATS = 400;
const LIST_WARMUP = 3;
const LIST_REQUESTS = 10;
const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = 'bench-applicants-Password-1';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BOUNDS = { render: 300, filter: 300, export: 1000 };

if (process.argv.includes('--build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const apiRequire = createRequire(path.join(root, 'apps/api/package.json'));
const SERVER_ENV = { ADMIN_EMAIL, ADMIN_PASSWORD, TRUST_PROXY: 'true' };

// --- Seeding ---------------------------------------------------------------------------------

const NAMES = `ARRAY['Amira','Bruno','Chen','Daria','Emil','Fatima','Gustav','Hana','Ivan','Jana',
  'Kemal','Lena','Malik','Nora','Oskar','Priya','Quentin','Rosa','Samir','Tereza','Umar','Vera',
  'Wolfgang','Ximena','Yusuf','Zeynep','Ayşe','Jürgen','Łukasz','Søren']`;
const SURNAMES = `ARRAY['Haddad','Keller','Wei','Novak','Schmidt','Aliyev','Müller','Rossi','Smith',
  'Garcia','Kowalski','Yılmaz','Hansen','Dubois','Ivanova','Nakamura','Okafor','Petrov','Silva',
  'Fischer','Mammadov','Larsen','Costa','Weber','Khan']`;

/** The statements that add the job of 5,000 and the repeat applicants (another demo job). */
const seedSql = (jobId, otherJobId) => [
  `INSERT INTO job_applications (job_id, first_name, last_name, email, phone, cover_letter,
     resume_url, linkedin_url, portfolio_url, status, applied_at, notes, rating, reviewed_by,
     reviewed_at, language, source, status_changed_at)
   SELECT ${jobId}, n.first, n.last,
     lower(translate(n.first || '.' || n.last, 'ÄÖÜäöüßşıŁłøØ', 'AOUaousslLloO')) || '.' || g || '@example.com',
     CASE WHEN g % 3 = 0 THEN NULL ELSE '+49 30 ' || (1000000 + g * 7) END,
     CASE WHEN g % 4 = 0 THEN NULL
       ELSE 'Dear hiring team, ' || repeat('I have built data platforms with Spark and Kafka. ', 1 + g % 20) END,
     CASE WHEN g % 5 = 0 THEN 'https://cv.example.com/' || g || '.pdf' END,
     CASE WHEN g % 2 = 0 THEN 'https://www.linkedin.com/in/applicant-' || g END,
     CASE WHEN g % 7 = 0 THEN 'https://portfolio-' || g || '.example.com' END,
     (ARRAY['pending','pending','pending','pending','reviewing','reviewing','reviewing',
       'accepted','rejected','rejected'])[1 + (g * 7) % 10]::application_status,
     a.applied_at,
     CASE WHEN g % 6 = 0 THEN 'Strong on data modelling; ask about streaming in the interview.' END,
     CASE WHEN g % 3 = 1 THEN NULL ELSE 1 + (g * 3) % 5 END,
     CASE WHEN g % 3 = 1 THEN NULL ELSE 1 END,
     CASE WHEN g % 3 = 1 THEN NULL ELSE a.applied_at + interval '1 day' END,
     (ARRAY['en','de','az'])[1 + g % 3],
     (ARRAY[
       '{"utm_source":"linkedin","utm_medium":"social","utm_campaign":"data-spring","referrer":"https://www.linkedin.com/"}',
       '{"utm_source":"google","utm_medium":"cpc","utm_campaign":"brand"}',
       NULL,
       '{"referrer":"https://www.stepstone.de/jobs"}',
       '{"utm_source":"newsletter","utm_medium":"email"}',
       '{"utm_source":"xing","utm_medium":"social"}',
       NULL])[1 + g % 7]::jsonb,
     a.applied_at
   FROM generate_series(1, ${APPLICANTS}) AS g
   CROSS JOIN LATERAL (SELECT (${NAMES})[1 + g % 30] AS first,
     (${SURNAMES})[1 + (g * 7) % 25] AS last) AS n
   CROSS JOIN LATERAL (SELECT now() - make_interval(days => (g * 13) % 90,
     mins => (g * 37) % 1440) AS applied_at) AS a`,
  // The same people (some e-mails in capitals) applied to another job before, and were
  // rejected there lately (within the 90 days rejected applications are kept).
  `INSERT INTO job_applications (job_id, first_name, last_name, email, status, applied_at,
     status_changed_at)
   SELECT ${otherJobId}, first_name, last_name,
     CASE WHEN id % 2 = 0 THEN upper(email) ELSE email END, 'rejected',
     now() - interval '20 days', now() - interval '10 days'
   FROM job_applications WHERE job_id = ${jobId} ORDER BY id LIMIT ${REPEATS}`,
  `INSERT INTO application_documents (application_id, original_name, storage_key, size_bytes,
     mime_type, sha256)
   SELECT id, d.name || '-' || id || d.ext, 'bench/' || id || '-' || d.n, 40000 + (id * 97) % 900000,
     d.mime, md5(id::text || d.n) || md5(d.n || id::text)
   FROM job_applications
   CROSS JOIN (VALUES (1, 'cv', '.pdf', 'application/pdf'),
     (2, 'certificates', '.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document')) AS d(n, name, ext, mime)
   WHERE job_id = ${jobId} AND (id % 3 = 0 AND d.n = 1 OR id % 9 = 0 AND d.n = 2)`,
];

/** A new job for the applicants, and a demo job the repeat applicants applied to. */
async function seed(query) {
  const [job] = await query(
    `INSERT INTO jobs (title, department, location, description, requirements, responsibilities)
     VALUES ('Data Platform Engineer (bench)', 'Data & AI', 'Berlin, Germany',
       'Build the data platform of our clients.', 'Spark', 'Design pipelines') RETURNING id`,
  );
  const [other] = await query(`SELECT id FROM jobs WHERE id <> ${job.id} ORDER BY id LIMIT 1`);
  const started = performance.now();
  for (const statement of seedSql(job.id, other.id)) await query(statement);
  const [{ count }] = await query(
    `SELECT count(*)::int AS count FROM job_applications WHERE job_id = ${job.id}`,
  );
  console.error(`  seeded ${count} applications in ${Math.round(performance.now() - started)} ms`);
  return job.id;
}

async function seedPglite(dataDir) {
  const { PGlite } = await import(
    pathToFileURL(apiRequire.resolve('@electric-sql/pglite')).toString()
  );
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    return await seed(async (text) => (await client.query(text)).rows);
  } finally {
    await client.close();
  }
}

async function seedPostgres(url) {
  const client = new (apiRequire('pg').Client)({ connectionString: url });
  await client.connect();
  try {
    return await seed(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server for one run, dropped afterwards. */
async function withScratchDatabase(serverUrl, use) {
  const admin = new (apiRequire('pg').Client)({ connectionString: serverUrl });
  await admin.connect();
  const name = `bench_applicants_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * The server on a database with the job of 5,000: started once (migrations, demo content, the
 * admin), stopped, seeded, started again.
 */
async function seededServer(env, seedDatabase) {
  const first = await startProductionServer(env);
  // The admin is created just after the server listens: the reviewer of the seeded reviews.
  for (let attempt = 0; ; attempt++) {
    try {
      await login(first.url);
      break;
    } catch (error) {
      if (attempt > 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await first.stop();
  const jobId = await seedDatabase();
  return { server: await startProductionServer(env), jobId };
}

// --- The list call ---------------------------------------------------------------------------

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function login(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return response.json();
}

/** The calls of the screen: its first page, a filtered page, the ids (a selection), and the export's full list. */
const LIST_CALLS = (jobId) => ({
  page: `/api/job-applications?job_id=${jobId}&page=1&per_page=50&sort=-applied_at`,
  filtered: `/api/job-applications?job_id=${jobId}&page=1&per_page=50&sort=name&other_jobs=true`,
  ids: `/api/job-applications/ids?job_id=${jobId}&sort=-applied_at`,
  full: `/api/jobs/${jobId}/with-applicants`,
});

/** One call's median and p95 after warm-up ones, and its answer's size (plain and compressed). */
async function measureCall(url, access_token, path) {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, {
      headers: { authorization: `Bearer ${access_token}`, 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return { ms: performance.now() - started, body };
  };
  for (let i = 0; i < LIST_WARMUP; i++) await call();
  const times = [];
  let last;
  for (let i = 0; i < LIST_REQUESTS; i++) {
    last = await call();
    times.push(last.ms);
  }
  // fetch() decodes a compressed answer: its size on the wire is asked for with a raw request.
  const compressed = await new Promise((resolve, reject) => {
    import('node:http').then(({ request }) => {
      const req = request(
        `${url}${path}`,
        { headers: { authorization: `Bearer ${access_token}`, 'accept-encoding': 'br, gzip' } },
        (res) => {
          let size = 0;
          res.on('data', (chunk) => (size += chunk.length));
          res.on('end', () => resolve({ size, encoding: res.headers['content-encoding'] }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  });
  return {
    median: percentile(times, 50),
    p95: percentile(times, 95),
    bytes: last.body.length,
    wireBytes: compressed.size,
    wireEncoding: compressed.encoding ?? 'identity',
    answer: JSON.parse(last.body.toString()),
  };
}

async function measureList(url, jobId) {
  const { access_token } = await login(url);
  const results = {};
  for (const [name, path] of Object.entries(LIST_CALLS(jobId))) {
    const { answer, ...figures } = await measureCall(url, access_token, path);
    results[name] = figures;
    if (name === 'page' && answer.all_total !== APPLICANTS) {
      throw new Error(`the job has ${answer.all_total} applications, not ${APPLICANTS}`);
    }
    if (name === 'filtered' && answer.total !== REPEATS) {
      throw new Error(`${answer.total} applied to other jobs, not ${REPEATS}`);
    }
    if (name === 'ids' && answer.ids.length !== APPLICANTS) {
      throw new Error(`the ids list has ${answer.ids.length} ids, not ${APPLICANTS}`);
    }
  }
  return results;
}

// --- Chromium --------------------------------------------------------------------------------

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8',
  '__metadata',
].join(',');

/** Records a trace around `action`; answers its events. */
async function traced(cdp, action) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: TRACE_CATEGORIES,
    transferMode: 'ReportEvents',
  });
  let result;
  try {
    result = await action();
  } finally {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return { events, result };
}

/** The main thread of the renderer that set the mark `end`. */
function mainThreadOf(events, end) {
  const mark = events.find((event) => event.name === end && event.cat.includes('user_timing'));
  if (!mark) throw new Error(`no mark ${end} in the trace`);
  return { pid: mark.pid, tid: mark.tid, ts: mark.ts };
}

/**
 * Main-thread time from `start` (a mark's name, or navigationStart) to the mark `end`: the sum
 * of the top-level tasks (RunTask) of that thread that start inside the window.
 */
function mainThreadTime(events, start, end) {
  const main = mainThreadOf(events, end);
  const starts = events.filter(
    (event) =>
      event.name === start &&
      event.pid === main.pid &&
      event.ts <= main.ts &&
      (start !== 'navigationStart' || event.args?.data?.isLoadingMainFrame !== false),
  );
  if (starts.length === 0) throw new Error(`no ${start} before ${end} in the trace`);
  const from = Math.max(...starts.map((event) => event.ts));
  let total = 0;
  let longest = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== main.pid || event.tid !== main.tid) continue;
    if (event.ts < from || event.ts > main.ts) continue;
    total += event.dur;
    longest = Math.max(longest, event.dur);
  }
  if (process.env.BENCH_BREAKDOWN) {
    // What the thread did in the window, by trace event (nested events overlap): for profiling.
    const byName = {};
    for (const event of events) {
      if (event.ph !== 'X' || event.pid !== main.pid || event.tid !== main.tid) continue;
      if (event.ts < from || event.ts > main.ts || event.name === 'RunTask') continue;
      byName[event.name] = (byName[event.name] ?? 0) + event.dur / 1000;
    }
    const top = Object.entries(byName)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8);
    console.error(`    ${end}: ${top.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')}`);
  }
  return { ms: total / 1000, longestMs: longest / 1000, wallMs: (main.ts - from) / 1000 };
}

/**
 * Has the page mark `name` once `condition` (a function's source, run on each DOM change and at
 * once) holds.
 */
const markWhen = (page, name, condition) =>
  page.evaluate(
    ([name, source]) => {
      const holds = new Function(`return (${source})()`);
      const check = () => {
        if (!holds()) return false;
        performance.mark(name);
        return true;
      };
      if (check()) return;
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [name, String(condition)],
  );

/** The shown list's items: cards or table rows, and how many a page shows. */
const ITEM = { cards: '[data-testid="applicant-card"]', table: '[data-testid="applicant-row"]' };
const PER_PAGE = { cards: 24, table: 50 };

async function measureBrowser(url, jobId) {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-applicants-profile-'));
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-applicants-downloads-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    acceptDownloads: true,
    downloadsPath: folder,
  });
  context.setDefaultTimeout(60_000);
  const results = {};
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const tokens = await login(url);
    await page.goto(`${url}/`);
    await page.evaluate(({ access_token, refresh_token }) => {
      localStorage.setItem('access_token', access_token);
      localStorage.setItem('refresh_token', refresh_token);
      localStorage.setItem('language', 'en');
    }, tokens);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const screen = `${url}/manager/${jobId}/applicants`;
    const hydrated = () =>
      page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);

    for (const view of process.env.BENCH_PROFILE
      ? [process.env.BENCH_VIEW ?? 'cards']
      : ['cards', 'table']) {
      const item = ITEM[view];
      await page.evaluate((value) => localStorage.setItem('applicants_view', value), view);
      const samples = { load: [], render: [], status: [], search: [] };
      for (let run = 0; run < runs; run++) {
        // A full page load, for reference: start-up, hydration, the call and the list.
        await page.goto(`${url}/manager/jobs`);
        await hydrated();
        const load = await traced(cdp, async () => {
          await page.goto(screen, { waitUntil: 'commit' });
          await page.waitForSelector(item);
          await page.evaluate(() => performance.mark('bench:shown'));
        });
        samples.load.push(mainThreadTime(load.events, 'navigationStart', 'bench:shown'));

        // In-app navigation: the job's Applicants link on the jobs list, clicked.
        await page.goto(`${url}/manager/jobs`);
        await hydrated();
        const link = page.locator(`a[href$="/manager/${jobId}/applicants"]`).first();
        await link.waitFor();
        if (process.env.BENCH_PROFILE === 'render') await cdp.send('Profiler.enable');
        if (process.env.BENCH_PROFILE === 'render') await cdp.send('Profiler.start');
        const render = await traced(cdp, async () => {
          await markWhen(
            page,
            'bench:shown',
            `() => document.querySelectorAll('${item}').length === ${PER_PAGE[view]}`,
          );
          await page.evaluate(() => performance.mark('bench:start'));
          await link.click();
          await page.waitForFunction(
            () => performance.getEntriesByName('bench:shown').length > 0,
            undefined,
            { polling: 100 },
          );
        });
        if (process.env.BENCH_PROFILE === 'render') {
          await printProfile(await cdp.send('Profiler.stop'), url);
        }
        samples.render.push(mainThreadTime(render.events, 'bench:start', 'bench:shown'));

        // A filter change: the Accepted count card.
        await page.waitForTimeout(300);
        const profiling = (step) => process.env.BENCH_PROFILE === step;
        if (profiling('status')) await cdp.send('Profiler.enable');
        if (profiling('status')) await cdp.send('Profiler.start');
        const status = await traced(cdp, async () => {
          await page.evaluate(() => performance.clearMarks());
          await markWhen(
            page,
            'bench:shown',
            () =>
              document
                .querySelector('[data-testid="count-accepted"] button')
                ?.getAttribute('aria-pressed') === 'true' &&
              Array.from(document.querySelectorAll('[data-status]'))
                .filter((node) =>
                  node.closest('[data-testid="applicant-card"],[data-testid="applicant-row"]'),
                )
                .every((node) => node.getAttribute('data-status') === 'accepted'),
          );
          await page.evaluate(() => performance.mark('bench:start'));
          await page.locator('[data-testid="count-accepted"] button').click();
          await page.waitForFunction(
            () => performance.getEntriesByName('bench:shown').length > 0,
            undefined,
            { polling: 100 },
          );
        });
        if (profiling('status')) await printProfile(await cdp.send('Profiler.stop'), url);
        samples.status.push(mainThreadTime(status.events, 'bench:start', 'bench:shown'));

        // Another: a search typed into the search box (one input event).
        await page.waitForTimeout(300);
        const search = await traced(cdp, async () => {
          await page.evaluate(() => performance.clearMarks());
          await markWhen(page, 'bench:shown', () =>
            document.querySelector('[data-testid="applicant-card"],[data-testid="applicant-row"]')
              ? Array.from(
                  document.querySelectorAll(
                    '[data-testid="applicant-card"],[data-testid="applicant-row"]',
                  ),
                ).every((node) => node.textContent.includes('Rossi'))
              : false,
          );
          await page.evaluate(() => performance.mark('bench:start'));
          await page.getByRole('searchbox').first().fill('rossi');
          await page.waitForFunction(
            () => performance.getEntriesByName('bench:shown').length > 0,
            undefined,
            { polling: 100 },
          );
        });
        samples.search.push(mainThreadTime(search.events, 'bench:start', 'bench:shown'));
      }
      const mid = (list) => [...list].sort((a, b) => a.ms - b.ms)[Math.floor(list.length / 2)];
      results[view] = Object.fromEntries(
        Object.entries(samples).map(([name, list]) => [name, mid(list)]),
      );
      console.error(`  ${view}: ${JSON.stringify(results[view])}`);
    }

    // The export of all 5,000 (no filters), from the table view.
    if (!process.env.BENCH_PROFILE) results.export = await measureExport(page, cdp, screen, folder);
    if (errors.length) console.error(`  page errors: ${errors.join('; ')}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  }
  return results;
}

/** For profiling: the functions with the most self time, at their places in the sources. */
async function printProfile({ profile }, url) {
  const { TraceMap, originalPositionFor } = apiRequire('@jridgewell/trace-mapping');
  const maps = new Map();
  const mapOf = (scriptUrl) => {
    if (!maps.has(scriptUrl)) {
      const file = path.join(root, 'apps/web/dist', new URL(scriptUrl).pathname);
      try {
        maps.set(scriptUrl, new TraceMap(readFileSync(`${file}.map`, 'utf8')));
      } catch {
        maps.set(scriptUrl, null);
      }
    }
    return maps.get(scriptUrl);
  };
  const dt = profile.timeDeltas;
  const self = new Map();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (dt[index] ?? 0)));
  const byPlace = new Map();
  for (const node of profile.nodes) {
    const { functionName, url: scriptUrl, lineNumber, columnNumber } = node.callFrame;
    let place = `${functionName || '(anonymous)'} ${scriptUrl.replace(url, '')}:${lineNumber}`;
    const map = lineNumber >= 0 && scriptUrl.startsWith(url) && mapOf(scriptUrl);
    if (map) {
      const original = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
      if (original.source)
        place = `${original.name ?? functionName} ${original.source}:${original.line}`;
    }
    byPlace.set(place, (byPlace.get(place) ?? 0) + (self.get(node.id) ?? 0) / 1000);
  }
  // Who calls the busiest built-ins (their callers' places, two levels up).
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const placeOf = (node) => {
    const { functionName, url: scriptUrl, lineNumber, columnNumber } = node.callFrame;
    const map = lineNumber >= 0 && scriptUrl.startsWith(url) && mapOf(scriptUrl);
    const original =
      map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    return original?.source
      ? `${original.name ?? functionName} ${original.source.replace(/.*node_modules\//, '')}:${original.line}`
      : functionName;
  };
  const callers = new Map();
  for (const node of profile.nodes) {
    if (!['addEventListener', 'setAttribute', 'removeChild'].includes(node.callFrame.functionName))
      continue;
    const chain = [];
    let id = parents.get(node.id);
    for (let i = 0; i < 4 && id !== undefined; i++, id = parents.get(id))
      chain.push(placeOf(nodes.get(id)));
    const key = `${node.callFrame.functionName} <- ${chain.join(' <- ')}`;
    callers.set(key, (callers.get(key) ?? 0) + (self.get(node.id) ?? 0) / 1000);
  }
  for (const [key, ms] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.error(`      ${Math.round(ms)} ms  ${key}`);
  const top = [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [place, ms] of top) console.error(`      ${Math.round(ms)} ms  ${place}`);
}

/** The renderer process's resident memory now and at its peak (kB), from /proc. */
const residentMemory = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
};

async function measureExport(page, cdp, screen, folder) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(screen);
    await page.waitForSelector(ITEM.table + ',' + ITEM.cards);
    // The spreadsheet library's chunk is fetched on the first export: fetched before measuring.
    await page.evaluate(() => performance.clearMarks());
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const before = await cdp.send('Runtime.getHeapUsage');
    // The renderer's process (the browser runs without a sandbox: its real pid) from a trace.
    const probe = await traced(cdp, () => page.evaluate(() => performance.mark('bench:pid')));
    const pid = mainThreadOf(probe.events, 'bench:pid').pid;
    let rssBefore;
    const trace = await traced(cdp, async () => {
      await page.evaluate(() => performance.mark('bench:start'));
      if (pid) {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        rssBefore = residentMemory(pid).rss;
      }
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await page.getByRole('button', { name: 'Export' }).click();
      const file = await download;
      await page.evaluate(() => performance.mark('bench:shown'));
      const target = path.join(folder, `run-${run}.xlsx`);
      await file.saveAs(target);
      return { name: file.suggestedFilename(), size: readFileSync(target).length };
    });
    const time = mainThreadTime(trace.events, 'bench:start', 'bench:shown');
    const main = mainThreadOf(trace.events, 'bench:shown');
    let heapPeak = 0;
    for (const event of trace.events) {
      if (event.pid !== main.pid) continue;
      const counters = event.name === 'UpdateCounters' && event.args?.data?.jsHeapSizeUsed;
      const gc = /GC|GCEvent/.test(event.name) && event.args?.usedHeapSizeBefore;
      heapPeak = Math.max(heapPeak, counters || 0, gc || 0);
    }
    const after = pid ? residentMemory(pid) : undefined;
    samples.push({
      ...time,
      file: trace.result.name,
      bytes: trace.result.size,
      heapBefore: before.usedSize,
      heapPeak,
      rssBefore,
      rssPeak: after?.peak,
    });
    console.error(`  export: ${JSON.stringify(samples.at(-1))}`);
  }
  return [...samples].sort((a, b) => a.ms - b.ms)[Math.floor(samples.length / 2)];
}

// --- The run ---------------------------------------------------------------------------------

const results = {};
{
  console.error('PGlite: starting and seeding...');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-applicants-data-'));
  const env = { ...SERVER_ENV, DATA_DIR: dataDir };
  const { server, jobId } = await seededServer(env, () => seedPglite(dataDir));
  try {
    results.pglite = await measureList(server.url, jobId);
    console.error(`  list: ${JSON.stringify(results.pglite)}`);
    results.browser = await measureBrowser(server.url, jobId);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (postgresUrl) {
  console.error('PostgreSQL: starting and seeding...');
  await withScratchDatabase(postgresUrl, async (url) => {
    const env = { ...SERVER_ENV, DATABASE_URL: url };
    const { server, jobId } = await seededServer(env, () => seedPostgres(url));
    try {
      results.postgres = await measureList(server.url, jobId);
      console.error(`  list: ${JSON.stringify(results.postgres)}`);
    } finally {
      await server.stop();
    }
  });
}

// --- The table -------------------------------------------------------------------------------

const ms = (value) => `${Math.round(value)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes) => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} kB` : mb(bytes));
const verdict = (value, bound) => (value < bound ? 'PASS' : 'FAIL');
const rows = [['figure', 'value', 'bound', 'result']];
const CALL_LABELS = {
  page: 'the first page of 50',
  filtered: 'a page of those who applied to other jobs, by name',
  ids: `the ids of all ${APPLICANTS} (a selection)`,
  full: `all ${APPLICANTS} with their fields (the export)`,
};
for (const [label, list] of [
  ['PGlite', results.pglite],
  ['PostgreSQL', results.postgres],
]) {
  if (!list) continue;
  for (const [name, call] of Object.entries(list)) {
    rows.push([
      `${label}: ${CALL_LABELS[name]}, median / p95 of ${LIST_REQUESTS}`,
      `${ms(call.median)} / ${ms(call.p95)}`,
      '–',
      '',
    ]);
    rows.push([
      `${label}: ${CALL_LABELS[name]}, size (JSON / ${call.wireEncoding})`,
      `${kb(call.bytes)} / ${kb(call.wireBytes)}`,
      '–',
      '',
    ]);
  }
}
const mainThread = (figure, bound) => [
  `${ms(figure.ms)} (longest task ${ms(figure.longestMs)}, wall ${ms(figure.wallMs)})`,
  bound ? `< ${bound} ms` : '–',
  bound ? verdict(figure.ms, bound) : '',
];
for (const view of ['cards', 'table']) {
  const figures = results.browser[view];
  rows.push([
    `${view}: first render (in-app navigation)`,
    ...mainThread(figures.render, BOUNDS.render),
  ]);
  rows.push([
    `${view}: filter change (Accepted card)`,
    ...mainThread(figures.status, BOUNDS.filter),
  ]);
  rows.push([
    `${view}: filter change (search typed)`,
    ...mainThread(figures.search, BOUNDS.filter),
  ]);
  rows.push([`${view}: full page load, for reference`, ...mainThread(figures.load)]);
}
const exported = results.browser.export;
rows.push([`export of ${APPLICANTS} rows: main thread`, ...mainThread(exported, BOUNDS.export)]);
rows.push([
  'export: JS heap before → peak (main thread)',
  `${mb(exported.heapBefore)} → ${mb(exported.heapPeak)} (+${mb(exported.heapPeak - exported.heapBefore)})`,
  '–',
  '',
]);
if (exported.rssPeak) {
  rows.push([
    'export: renderer resident memory before → peak',
    `${mb(exported.rssBefore * 1024)} → ${mb(exported.rssPeak * 1024)} (+${mb((exported.rssPeak - exported.rssBefore) * 1024)})`,
    '–',
    '',
  ]);
}
rows.push(['export: file', `${exported.file}, ${mb(exported.bytes)}`, '–', '']);

const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
console.log(
  `\nApplicants screen with ${APPLICANTS} applications · Chromium main-thread time, median of ${runs} run(s)\n`,
);
for (const [index, row] of rows.entries()) {
  console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
}
const failed = rows.filter((row) => row[3] === 'FAIL').length;
console.log(
  failed ? `\n${failed} figure(s) over their bound` : '\nAll figures within their bounds',
);
process.exitCode = failed ? 1 : 0;
