#!/usr/bin/env node
// What a visitor downloads for `/`: the files index.html references (scripts, module preloads,
// stylesheets), the chunks the entry imports statically (recursively) and the chunk of the home
// route with its dependencies. Prints each file's raw and gzip size and the JS and CSS totals,
// and fails when any of those files holds back-office (/manager) code.
//
// Usage (from the repository root): node bench/bundle-size.mjs [--dist <dir>]
// Builds the web app first when apps/web/dist is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webRoot = path.join(root, 'apps', 'web');
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]) : path.join(webRoot, 'dist');
const assetsDir = path.join(dist, 'assets');

if (!existsSync(path.join(dist, 'index.html'))) {
  console.log(`No build in ${path.relative(root, dist)}: building the web app...`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--logLevel', 'warn'], {
    cwd: webRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The web build failed.');
    process.exit(build.status ?? 1);
  }
}

/** A URL path from index.html or a chunk (`/assets/x.js`, `./x.js`, `assets/x.js`) → file in dist. */
function resolveAsset(reference, fromFile) {
  const clean = reference.split(/[?#]/)[0];
  if (clean.startsWith('/')) return path.join(dist, clean);
  if (clean.startsWith('./') || clean.startsWith('../'))
    return path.resolve(path.dirname(fromFile), clean);
  return path.join(dist, clean);
}

const isLocal = (reference) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(reference);

// 1. What index.html references.
const indexFile = path.join(dist, 'index.html');
const html = readFileSync(indexFile, 'utf8');
const attribute = (tag, name) =>
  new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

const entries = [];
const referenced = [];
for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
  const src = attribute(tag, 'src');
  if (!src || !isLocal(src)) continue;
  const file = resolveAsset(src, indexFile);
  referenced.push(file);
  if (/\btype\s*=\s*["']module["']/i.test(tag)) entries.push(file);
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
  const rel = attribute(tag, 'rel')?.toLowerCase();
  const href = attribute(tag, 'href');
  if (!href || !isLocal(href)) continue;
  if (rel === 'stylesheet' || rel === 'modulepreload')
    referenced.push(resolveAsset(href, indexFile));
}
if (entries.length === 0) {
  console.error('index.html references no module script: is this a Vite build?');
  process.exit(1);
}

// 2. Static imports, followed recursively (dynamic `import(...)` calls are not followed).
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+|\*)?\s*from\s*)?["']([^"']+\.(?:js|mjs|css))["']/g;

function staticImports(file) {
  if (!file.endsWith('.js') && !file.endsWith('.mjs')) return [];
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(STATIC_IMPORT)]
    .map((match) => match[1])
    .filter(isLocal)
    .map((reference) => resolveAsset(reference, file));
}

const downloaded = new Set();
const visit = (file) => {
  if (downloaded.has(file)) return;
  if (!existsSync(file)) {
    console.error(`Missing file referenced by the build: ${path.relative(dist, file)}`);
    process.exit(1);
  }
  downloaded.add(file);
  staticImports(file).forEach(visit);
};
referenced.forEach(visit);

// 3. The home route's chunk and what it needs: its static imports, plus the files Vite preloads
//    with it (the `__vite__mapDeps` list of its `import()` in the entry, which names its CSS too).
const assetNames = existsSync(assetsDir) ? readdirSync(assetsDir) : [];
const homeChunks = assetNames.filter((name) => /^home-[\w-]+\.js$/.test(name));
if (homeChunks.length !== 1) {
  console.error(
    `Expected one home-*.js chunk in ${path.relative(root, assetsDir)}, found ${homeChunks.length}.`,
  );
  process.exit(1);
}
const homeChunk = path.join(assetsDir, homeChunks[0]);
for (const entry of entries) {
  const code = readFileSync(entry, 'utf8');
  const list = /m\.f\s*=\s*\[([^\]]*)\]/.exec(code)?.[1];
  const depsFiles = list ? [...list.matchAll(/["']([^"']+)["']/g)].map((match) => match[1]) : [];
  const call = new RegExp(
    String.raw`import\(\s*["']\.\/${homeChunks[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']\s*\)\s*,\s*__vite__mapDeps\(\s*\[([\d,\s]*)\]`,
  ).exec(code);
  if (!call) continue;
  for (const index of call[1].split(',').map(Number)) {
    const reference = depsFiles[index];
    if (reference) visit(resolveAsset(reference, indexFile));
  }
}
visit(homeChunk);

// 4. The texts of the visitor's language (English here): one chunk, fetched before the first render.
const languageChunks = assetNames.filter((name) => /^en-[\w-]+\.js$/.test(name));
if (languageChunks.length !== 1) {
  console.error(`Expected one en-*.js language chunk, found ${languageChunks.length}.`);
  process.exit(1);
}
visit(path.join(assetsDir, languageChunks[0]));

// 5. Sizes.
const rows = [...downloaded]
  .map((file) => {
    const content = readFileSync(file);
    const name = path.relative(dist, file);
    const kind = file.endsWith('.css') ? 'CSS' : 'JS';
    return {
      name,
      kind,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      content,
    };
  })
  .sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const width = Math.max(4, ...rows.map((row) => row.name.length));
const line = (name, kind, raw, gzip) =>
  `${name.padEnd(width)}  ${kind.padEnd(4)}  ${raw.padStart(10)}  ${gzip.padStart(10)}`;

console.log(`\nFiles a visitor downloads for / (${path.relative(root, dist) || dist})\n`);
console.log(line('File', 'Type', 'Raw', 'Gzip'));
console.log('-'.repeat(width + 30));
for (const row of rows) console.log(line(row.name, row.kind, kb(row.raw), kb(row.gzip)));
console.log('-'.repeat(width + 30));
for (const kind of ['JS', 'CSS']) {
  const ofKind = rows.filter((row) => row.kind === kind);
  const raw = ofKind.reduce((sum, row) => sum + row.raw, 0);
  const gzip = ofKind.reduce((sum, row) => sum + row.gzip, 0);
  console.log(line(`Total ${kind} (${ofKind.length} files)`, kind, kb(raw), kb(gzip)));
}
const all = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
  raw: 0,
  gzip: 0,
});
console.log(line('Total', '', kb(all.raw), kb(all.gzip)));

// 5. No back-office code: no chunk of app/routes/manager/* (named after its module, e.g.
//    layout-*.js, dashboard-*.js) and no manager screen code (its `manager.*` translation keys;
//    the translations themselves are data of every language file and do not count).
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
