import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SiteRenderer } from '@app/contracts/site';
import type { FastifyInstance } from 'fastify';

/**
 * The web app as the API serves it: its HTML template, its server renderer, and the preload
 * links of a page's modules. In production that is the build (`WEB_DIST`); with `WEB_DEV` (npm
 * run dev) it is the sources, through Vite in this process, with hot reload.
 */
export type WebApp = {
  /** Where the browser's static files are, when they are files (not in dev). */
  staticRoot: string | undefined;
  template(url: string): Promise<string>;
  renderer(): Promise<SiteRenderer>;
  /**
   * The page's code, for the template's loader to fetch once the page is painted
   * (`<script id="app-scripts">`): the entry and every chunk the page's source modules need.
   */
  scripts(modules: string[]): string;
  close(): Promise<void>;
};

export const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));
export const DEFAULT_WEB_DIST = path.join(WEB_ROOT, 'dist');

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/**
 * The build's template without its script and preload tags, and with its stylesheet first: the
 * first paint waits for the stylesheet alone; the code (answered apart) comes after it.
 */
export function splitTemplate(built: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(built);
  if (!entry) throw new Error('The web build has no module script');
  const preloads = [...built.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const stylesheets = built.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  const template = [entry, ...preloads]
    .map((match) => match[0])
    .concat(stylesheets)
    .reduce((html, tag) => html.replace(tag, ''), built)
    .replace(/(<meta name="viewport"[^>]*>\s*)/, `$1${stylesheets.join('')}`);
  return { template, entry: entry[1]!, preloads: preloads.map((match) => match[1]!) };
}

/** The JSON the template's loader reads, safe inside a <script>. */
const scriptList = (entry: string, preload: string[]) =>
  `<script type="application/json" id="app-scripts">${JSON.stringify({ entry, preload }).replace(/</g, '\\u003c')}</script>`;

/** The built web app, or undefined when there is no build at `webDist`. */
export async function builtWebApp(webDist: string): Promise<WebApp | undefined> {
  const templateFile = path.join(webDist, 'index.html');
  const rendererFile = path.join(webDist, 'server', 'entry-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (![templateFile, rendererFile, manifestFile].every((file) => existsSync(file))) {
    return undefined;
  }
  const { template, entry, preloads } = splitTemplate(readFileSync(templateFile, 'utf8'));
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as SiteRenderer;

  /** A chunk and every chunk it imports statically. */
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entryFiles = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key]!.isEntry)
      .flatMap((key) => [...closure(key)]),
  );

  return {
    staticRoot: webDist,
    template: async () => template,
    renderer: async () => renderer,
    scripts(modules) {
      const files = new Set<string>();
      for (const module of modules) closure(module, files);
      const pageFiles = [...files]
        .filter((file) => !entryFiles.has(file))
        .map((file) => `/${file}`);
      return scriptList(entry, [...preloads, ...pageFiles]);
    },
    close: async () => {},
  };
}

/** The web app from its sources through Vite's dev server, mounted on this Fastify app. */
export async function devWebApp(app: FastifyInstance): Promise<WebApp> {
  const { createServer } = await import('vite');
  const middie = (await import('@fastify/middie')).default;
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use((request, response, next) => {
    // The API is Fastify's; everything else may be one of Vite's modules or files.
    if (request.url?.startsWith('/api/') || request.url === '/api') return next();
    vite.middlewares(request, response, next);
  });
  const templateFile = path.join(WEB_ROOT, 'index.html');
  return {
    staticRoot: undefined,
    template: (url) => vite.transformIndexHtml(url, readFileSync(templateFile, 'utf8')),
    renderer: async () =>
      (await vite.ssrLoadModule('/src/entry-server.tsx')) as unknown as SiteRenderer,
    scripts: () => '',
    close: () => vite.close(),
  };
}
