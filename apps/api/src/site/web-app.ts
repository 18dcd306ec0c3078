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
  /** `<link rel="modulepreload">` for the source modules a page needs beyond the entry. */
  preloadLinks(modules: string[]): string;
  close(): Promise<void>;
};

export const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));
export const DEFAULT_WEB_DIST = path.join(WEB_ROOT, 'dist');

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/** The built web app, or undefined when there is no build at `webDist`. */
export async function builtWebApp(webDist: string): Promise<WebApp | undefined> {
  const templateFile = path.join(webDist, 'index.html');
  const rendererFile = path.join(webDist, 'server', 'entry-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (![templateFile, rendererFile, manifestFile].every((file) => existsSync(file))) {
    return undefined;
  }
  const template = readFileSync(templateFile, 'utf8');
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
    preloadLinks(modules) {
      const files = new Set<string>();
      for (const module of modules) closure(module, files);
      return [...files]
        .filter((file) => !entryFiles.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
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
    preloadLinks: () => '',
    close: () => vite.close(),
  };
}
