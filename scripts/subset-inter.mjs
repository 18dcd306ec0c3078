#!/usr/bin/env node
// The site's web font: Inter (variable, weights 100–900) cut down to the letters and signs
// that English, German and Azerbaijani texts use, as two small WOFF2 files in
// apps/web/src/assets/fonts/ that the stylesheet declares (apps/web/src/index.css):
// - inter-latin.woff2: Basic Latin, Latin-1 (ä ö ü ß ç …), the typographic punctuation
//   (– — ‘ ’ ‚ “ ” „ … • ‹ ›) and € ™ −; every page needs it, and the server preloads it;
// - inter-latin-ext.woff2: the Azerbaijani ə Ə ğ Ğ ı İ ş Ş, and the German ẞ;
//   fetched only by a page that shows one of them.
// Inter's fontsource package splits its letters across files (Basic Latin is not in the
// latin-ext file), so each file is cut from its own fontsource file.
//
// Rerun after changing the character lists or the package's version (from the repository root):
//   node scripts/subset-inter.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps', 'web');
const require = createRequire(path.join(web, 'package.json'));
const subsetFont = require('subset-font');
const fontsource = path.dirname(require.resolve('@fontsource-variable/inter/package.json'));

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

export const FONT_FILES = [
  {
    from: 'inter-latin-wght-normal.woff2',
    to: 'inter-latin.woff2',
    text: range(0x20, 0x7e) + range(0xa0, 0xff) + '–—‘’‚“”„…•‹›€™−',
  },
  { from: 'inter-latin-ext-wght-normal.woff2', to: 'inter-latin-ext.woff2', text: 'əƏğĞıİşŞẞ' },
];

for (const { from, to, text } of FONT_FILES) {
  const source = readFileSync(path.join(fontsource, 'files', from));
  const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
  writeFileSync(path.join(web, 'src', 'assets', 'fonts', to), subset);
  console.log(
    `${to}: ${(subset.length / 1024).toFixed(1)} KiB (from ${(source.length / 1024).toFixed(1)} KiB)`,
  );
}
