#!/usr/bin/env node
// What a visitor downloads for `/` before the page is interactive: the files the server-rendered
// HTML of `/` references (its stylesheets, script and preload tags, and the page's code listed in
// its #app-scripts, which the page fetches once it is painted) and every chunk those import
// statically, followed recursively. Code fetched later (the chat and the
// notification area once the page is idle, dialogs on demand) is not counted. Prints each
// file's raw, gzip and brotli size and the totals, and fails when any of those files holds
// back-office (/manager) code.
//
// It starts the production server (API + web build) on a throw-away embedded database and asks
// it for `/`, so the figure is what `npm start` sends. Builds first when there is no build.
//
// Usage (from the repository root): node bench/bundle-size.mjs [--max-gzip-kb <n>]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root, startProductionServer } from './production-server.mjs';

const dist = path.join(root, 'apps', 'web', 'dist');
const maxArg = process.argv.indexOf('--max-gzip-kb');
const maxGzipKb = maxArg > 0 ? Number(process.argv[maxArg + 1]) : undefined;

const server = await startProductionServer();
let html;
try {
  const response = await fetch(`${server.url}/`);
  if (!response.ok) throw new Error(`GET / answered ${response.status}`);
  html = await response.text();
} finally {
  server.stop();
}

const isLocal = (reference) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(reference);
const fileOf = (reference, fromFile) => {
  const clean = reference.split(/[?#]/)[0];
  if (clean.startsWith('/')) return path.join(dist, clean);
  return path.resolve(fromFile ? path.dirname(fromFile) : dist, clean);
};
const attribute = (tag, name) =>
  new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

// 1. What the HTML references.
const referenced = [];
for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
  const src = attribute(tag, 'src');
  if (src && isLocal(src)) referenced.push(fileOf(src));
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
  const rel = attribute(tag, 'rel')?.toLowerCase();
  const href = attribute(tag, 'href');
  if (href && isLocal(href) && (rel === 'stylesheet' || rel === 'modulepreload')) {
    referenced.push(fileOf(href));
  }
}
const appScripts = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/s.exec(html);
if (appScripts) {
  const { entry, preload } = JSON.parse(appScripts[1]);
  for (const src of [entry, ...preload]) referenced.push(fileOf(src));
}
if (!referenced.some((file) => file.endsWith('.js'))) {
  console.error('The HTML of / references no script: is the server rendering it?');
  process.exit(1);
}

// 2. Static imports, followed recursively (dynamic `import(...)` calls are not followed).
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+|\*)?\s*from\s*)?["']([^"']+\.(?:js|mjs|css))["']/g;
const downloaded = new Set();
const visit = (file) => {
  if (downloaded.has(file)) return;
  if (!existsSync(file)) {
    console.error(`Missing file referenced by the page: ${path.relative(dist, file)}`);
    process.exit(1);
  }
  downloaded.add(file);
  if (!file.endsWith('.js')) return;
  const code = readFileSync(file, 'utf8');
  for (const [, reference] of code.matchAll(STATIC_IMPORT)) {
    if (isLocal(reference)) visit(fileOf(reference, file));
  }
};
referenced.forEach(visit);

// 3. Sizes.
const brotli = (content) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const rows = [...downloaded]
  .map((file) => {
    const content = readFileSync(file);
    return {
      name: path.relative(dist, file),
      kind: file.endsWith('.css') ? 'CSS' : 'JS',
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      br: brotli(content),
      content,
    };
  })
  .sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const width = Math.max(24, ...rows.map((row) => row.name.length));
const line = (name, kind, raw, gzip, br) =>
  `${name.padEnd(width)}  ${kind.padEnd(4)}  ${raw.padStart(9)}  ${gzip.padStart(9)}  ${br.padStart(9)}`;
const total = (list) =>
  list.reduce(
    (sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, br: sum.br + row.br }),
    {
      raw: 0,
      gzip: 0,
      br: 0,
    },
  );

console.log('\nFiles a visitor downloads for / before it is interactive\n');
console.log(line('File', 'Type', 'Raw', 'Gzip', 'Brotli'));
console.log('-'.repeat(width + 42));
for (const row of rows)
  console.log(line(row.name, row.kind, kb(row.raw), kb(row.gzip), kb(row.br)));
console.log('-'.repeat(width + 42));
const totals = {};
for (const kind of ['JS', 'CSS']) {
  const ofKind = rows.filter((row) => row.kind === kind);
  totals[kind] = total(ofKind);
  const { raw, gzip, br } = totals[kind];
  console.log(line(`Total ${kind} (${ofKind.length} files)`, kind, kb(raw), kb(gzip), kb(br)));
}
const page = Buffer.from(html);
console.log(
  line(
    'HTML of /',
    'HTML',
    kb(page.length),
    kb(gzipSync(page, { level: 9 }).length),
    kb(brotli(page)),
  ),
);

// 4. No back-office code: no chunk of a manager screen (named after its module) and no manager
//    screen code (its `manager.*` translation keys).
const MANAGER_CHUNK = /^assets\/(layout|dashboard)-[\w-]+\.js$/;
const MANAGER_CODE = /[`'"]manager\.[A-Za-z]/;
const leaks = rows.flatMap((row) => {
  const reasons = [];
  if (MANAGER_CHUNK.test(row.name.replaceAll(path.sep, '/')))
    reasons.push('is a manager route chunk');
  if (row.kind === 'JS' && MANAGER_CODE.test(row.content.toString('utf8'))) {
    reasons.push('holds manager screen code (a manager.* translation key)');
  }
  return reasons.map((reason) => `${row.name} ${reason}`);
});
if (leaks.length > 0) {
  console.error('\nBack-office code is downloaded for /:');
  for (const leak of leaks) console.error(`  - ${leak}`);
  process.exit(1);
}
console.log('\nNo back-office (/manager) code in what / downloads.');
if (maxGzipKb !== undefined && totals.JS.gzip > maxGzipKb * 1024) {
  console.error(`JavaScript for / is ${kb(totals.JS.gzip)} gzip, over the ${maxGzipKb} kB budget.`);
  process.exit(1);
}
