#!/usr/bin/env node
// Lighthouse 12 on the public pages as `npm start` serves them: `/`, `/projects`, `/careers`
// and a job's page, in its default mobile emulation with simulated throttling (a mid-range
// phone on a slow 4G network), in Debian's Chromium. Each page is measured several times on a
// fresh server and browser and the median run is printed: performance, LCP, FCP, CLS, TBT,
// accessibility, SEO and the bytes transferred (all, and JavaScript alone).
//
// Usage (from the repository root): node bench/lighthouse.mjs [--runs <n>] [--path <p> ...]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer } from './production-server.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const argument = (name) => {
  const values = [];
  process.argv.forEach((value, index) => {
    if (value === name && process.argv[index + 1]) values.push(process.argv[index + 1]);
  });
  return values;
};
const runs = Number(argument('--runs')[0] ?? 3);

const server = await startProductionServer();
let rows;
try {
  const jobs = await (await fetch(`${server.url}/api/jobs`)).json();
  const paths = argument('--path');
  if (paths.length === 0) paths.push('/', '/projects', '/careers', `/careers/${jobs.jobs[0].id}`);
  // The first visitor's page is rendered and cached; the measured loads are later visitors'.
  for (const pathname of paths) await fetch(`${server.url}${pathname}`);
  rows = [];
  for (const pathname of paths) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(`${server.url}${pathname}`));
    results.sort((a, b) => a.performance - b.performance);
    rows.push({ path: pathname, ...results[Math.floor(results.length / 2)] });
  }
} finally {
  server.stop();
}

async function measure(url) {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    userDataDir: profile,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const audit = (id) => lhr.audits[id];
    const network = audit('network-requests').details?.items ?? [];
    const bytes = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      seo: lhr.categories.seo.score,
      lcp: audit('largest-contentful-paint').numericValue,
      fcp: audit('first-contentful-paint').numericValue,
      cls: audit('cumulative-layout-shift').numericValue,
      tbt: audit('total-blocking-time').numericValue,
      totalBytes: bytes(network),
      jsBytes: bytes(network.filter((item) => item.resourceType === 'Script')),
      failing: Object.values(lhr.audits)
        .filter(
          (item) =>
            item.score !== null &&
            item.score < 1 &&
            item.scoreDisplayMode === 'binary' &&
            lhr.categories.accessibility.auditRefs
              .concat(lhr.categories.seo.auditRefs)
              .some((ref) => ref.id === item.id),
        )
        .map((item) => item.id),
    };
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
const table = [
  ['page', 'perf.', 'LCP', 'FCP', 'CLS', 'TBT', 'a11y', 'SEO', 'bytes', 'JS bytes'],
  ...rows.map((row) => [
    row.path,
    row.performance.toFixed(2),
    seconds(row.lcp),
    seconds(row.fcp),
    row.cls.toFixed(3),
    `${Math.round(row.tbt)} ms`,
    row.accessibility.toFixed(2),
    row.seo.toFixed(2),
    kb(row.totalBytes),
    kb(row.jsBytes),
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
console.log(
  `\nLighthouse ${'12'} · mobile, simulated throttling · median of ${runs} run(s) per page\n`,
);
for (const [index, line] of table.entries()) {
  console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
}
for (const row of rows) {
  if (row.failing.length) console.log(`\n${row.path}: failing audits: ${row.failing.join(', ')}`);
}
