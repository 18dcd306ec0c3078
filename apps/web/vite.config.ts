import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Brotli and gzip copies of the static files (`x.js.br`, `x.js.gz`) at their best compression,
 * made once at build time; the server sends them as they are to browsers that accept them.
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
  let outDir = '';
  return {
    name: 'precompress',
    apply: (config, { isSsrBuild }) => config.mode === 'production' && !isSsrBuild,
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The browser build (`dist/`, with a manifest the server reads for preload links) and, with
 * `--ssr src/entry-server.tsx`, the server's renderer (`dist/server/`), self-contained so that
 * it runs from wherever the build is put.
 */
export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  // The server's renderer bundles React: its production build, whatever NODE_ENV says at run time.
  define:
    isSsrBuild && mode === 'production'
      ? { 'process.env.NODE_ENV': JSON.stringify('production') }
      : undefined,
  resolve: {
    alias: [
      { find: /^@app\/contracts$/, replacement: source('../../packages/contracts/src/index.ts') },
      {
        find: /^@app\/contracts\/site$/,
        replacement: source('../../packages/contracts/src/site.ts'),
      },
      {
        find: /^@app\/contracts\/html-text$/,
        replacement: source('../../packages/contracts/src/html-text.ts'),
      },
      { find: /^@\//, replacement: `${source('./src')}/` },
    ],
  },
  server: {
    port: 5173,
  },
  // The built renderer carries its dependencies; in development Vite loads them from node_modules.
  ssr: command === 'build' ? { noExternal: true, target: 'node' } : undefined,
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        target: 'node20',
        // One file: the pages' chunks would otherwise each carry a copy of React's CommonJS code.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        manifest: true,
        // The fonts stay files (cached for a year like the other assets), never data: URLs in
        // the stylesheet, which every page would then wait for.
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        // Maps for the team's debugging tools, not referenced by the files nor served.
        sourcemap: 'hidden',
        // The spreadsheet library behind the Export button is one large chunk of its own, loaded on click.
        chunkSizeWarningLimit: 1024,
        // The lists of what each lazily loaded chunk needs would weigh on every first page; those
        // chunks fetch their imports themselves (and a page is fetched ahead when a link to it is
        // pointed at, see lib/router.tsx).
        modulePreload: {
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
        },
      },
}));
