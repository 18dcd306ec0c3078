#!/usr/bin/env node
// What compression costs and saves on the production server: for a rendered page (kept
// compressed in the page cache), a built script (compressed at build time) and a JSON list
// (compressed on the fly, brotli quality 4), requests per second and bytes per response with
// and without `Accept-Encoding`. wrk (Debian's package: apt-get install wrk), 2 threads and
// 50 connections, from this same machine. (autocannon is not used: its own parsing of binary
// bodies, not the server, limits it on compressed answers.)
//
// Each encoding is measured in alternating rounds and the median printed.
//
// Usage (from the repository root): node bench/compression.mjs [--seconds <n>]
import { execFileSync, spawnSync } from 'node:child_process';
import { startProductionServer } from './production-server.mjs';

const secondsArg = process.argv.indexOf('--seconds');
const duration = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 3;

const ENCODINGS = ['identity', 'gzip', 'br'];
const ROUNDS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (spawnSync('wrk', ['--version']).error) {
  console.error('wrk is not installed: apt-get install wrk');
  process.exit(1);
}

/** One wrk run: requests per second and the 99th percentile latency in ms. */
function run(url, encoding) {
  const output = execFileSync(
    'wrk',
    ['-t2', '-c50', `-d${duration}s`, '--latency', '-H', `Accept-Encoding: ${encoding}`, url],
    { encoding: 'utf8' },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const [, value, unit] = /99%\s+([\d.]+)(us|ms|s)/.exec(output) ?? [];
  const p99 = Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  return { rps, p99 };
}

const server = await startProductionServer();
const rows = [];
try {
  const home = await (await fetch(`${server.url}/`)).text();
  const script = /"entry":"([^"]+)"/.exec(home)?.[1];
  const cases = [
    ['page /', '/'],
    ['script (entry)', script],
    ['JSON /api/projects', '/api/projects?page=1&per_page=100'],
  ];
  for (const [name, path] of cases) {
    const url = `${server.url}${path}`;
    const sizes = {};
    for (const encoding of ENCODINGS) {
      const sample = await fetch(url, { headers: { 'accept-encoding': encoding } });
      const body = (await sample.arrayBuffer()).byteLength;
      // fetch decodes the body: the size on the wire is the header's.
      const length = Number(sample.headers.get('content-length') ?? 0);
      sizes[encoding] = {
        encoded: sample.headers.get('content-encoding') ?? 'identity',
        bytes: (sample.headers.get('content-encoding') ? length : body) || body,
      };
      run(url, encoding); // warm-up
    }
    // Alternating rounds, the median of each: the machine's noise hits every encoding alike.
    const rates = Object.fromEntries(ENCODINGS.map((encoding) => [encoding, []]));
    const p99s = Object.fromEntries(ENCODINGS.map((encoding) => [encoding, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const encoding of ENCODINGS) {
        const result = run(url, encoding);
        rates[encoding].push(result.rps);
        p99s[encoding].push(result.p99);
      }
    }
    for (const encoding of ENCODINGS) {
      rows.push({
        name,
        encoding: sizes[encoding].encoded,
        rps: Math.round(median(rates[encoding])),
        bytes: sizes[encoding].bytes,
        p99: median(p99s[encoding]),
      });
    }
  }
} finally {
  server.stop();
}

const table = [
  ['response', 'encoding', 'req/s', 'bytes each', 'p99 latency'],
  ...rows.map((row) => [
    row.name,
    row.encoding,
    String(row.rps),
    `${(row.bytes / 1024).toFixed(1)} kB`,
    `${row.p99.toFixed(1)} ms`,
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
console.log(
  `\nCompression on the production server · wrk, 50 connections, ${duration} s × ${ROUNDS}\n`,
);
for (const [index, line] of table.entries()) {
  console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
}
