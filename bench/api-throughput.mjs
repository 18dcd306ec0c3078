#!/usr/bin/env node
// Public read throughput: the production server (`npm start`, embedded database with the demo
// content) against the ceiling of this machine, a bare Fastify route serving the same bytes from
// memory on the same Node (bench/ceiling-server.mjs). autocannon, 50 connections, run from this
// process; each call is measured in alternating rounds (ours, ceiling, ours, …) and the median
// of each printed with the ratio ours / ceiling.
//
// With TEST_DATABASE_URL (or --postgres <url>) the same is measured on a PostgreSQL server too.
//
// Usage (from the repository root): npm run bench:api [-- --seconds <n> --rounds <n>]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { root, startProductionServer } from './production-server.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const seconds = Number(option('seconds', 3));
const rounds = Number(option('rounds', 3));
const postgresUrl = option('postgres', process.env.TEST_DATABASE_URL);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Requests per second of one autocannon run; any non-2xx answer fails the benchmark. */
async function measure(url) {
  const result = await autocannon({ url, connections: 50, duration: seconds });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result.requests.average;
}

/** The public calls of the issue: the four lists and one item of each. */
async function publicCalls(base) {
  const json = async (url) => (await fetch(`${base}${url}`)).json();
  /** The id of the first item of a list answer ({ projects: [...] }, { jobs: [...] }, …). */
  const firstId = async (url) => {
    const list = await json(url);
    return Object.values(list).find(Array.isArray)[0].id;
  };
  return [
    ['projects list (100)', '/api/projects?page=1&per_page=100'],
    ['news list', '/api/news'],
    ['team list', '/api/team/team-members'],
    ['jobs list', '/api/jobs'],
    ['one project', `/api/projects/${await firstId('/api/projects?page=1&per_page=1')}`],
    ['one article', `/api/news/${await firstId('/api/news')}`],
    ['one member', `/api/team/${await firstId('/api/team/team-members')}`],
    ['one job', `/api/jobs/${await firstId('/api/jobs')}`],
  ];
}

/** Starts the ceiling server with the product's answers to the calls; answers its URL. */
async function startCeiling(base, calls) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-ceiling-'));
  const answers = {};
  for (const [, url] of calls) {
    const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity' } });
    answers[url] = { type: response.headers.get('content-type'), body: await response.text() };
  }
  const file = path.join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, [path.join(root, 'bench/ceiling-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const { value: url } = await lines.next();
  return {
    url,
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function bench(label, env) {
  const server = await startProductionServer(env);
  const calls = await publicCalls(server.url);
  const ceiling = await startCeiling(server.url, calls);
  const rows = [];
  try {
    for (const [name, url] of calls) {
      const ours = [];
      const bare = [];
      for (let round = 0; round < rounds; round++) {
        ours.push(await measure(`${server.url}${url}`));
        bare.push(await measure(`${ceiling.url}${url}`));
      }
      const row = { call: name, ours: median(ours), ceiling: median(bare) };
      row.ratio = row.ours / row.ceiling;
      rows.push(row);
      console.error(`${label} ${name}: ${Math.round(row.ours)} / ${Math.round(row.ceiling)}`);
    }
  } finally {
    ceiling.stop();
    server.stop();
  }
  console.log(`\n${label} (autocannon, 50 connections, ${seconds} s × ${rounds} rounds, median)`);
  console.log('| call | ours, req/s | ceiling, req/s | ours / ceiling |');
  console.log('|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.call} | ${Math.round(row.ours)} | ${Math.round(row.ceiling)} | ${row.ratio.toFixed(2)} |`,
    );
  }
  return rows;
}

/** A fresh database on the PostgreSQL server for one run, dropped afterwards. */
async function withScratchDatabase(serverUrl, use) {
  const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `bench_${process.pid}`;
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

await bench('Embedded database (PGlite)', {});
if (postgresUrl) {
  await withScratchDatabase(postgresUrl, (url) =>
    bench('PostgreSQL server', { DATABASE_URL: url }),
  );
}
