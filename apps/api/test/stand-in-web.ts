import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The stand-in renderer's own record of what it was asked to render (see below). */
export type RenderLog = { url: string; origin: string }[];

declare global {
  var standInRenders: RenderLog | undefined;
}

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <script>document.documentElement.dataset.ready = 'yes';</script>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/entry-1234.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/site-1.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-data-->
  </body>
</html>
`;

/**
 * A stand-in for the web app's server renderer (`entry-server.js`): it loads the projects and
 * jobs through the fetch the API gives it, as the real pages do, and answers a page naming
 * them. The status follows the address: /missing → 404, /broken → 503 (its data call fails).
 */
const RENDERER = `
let apiFetch;
export function configure({ fetch }) { apiFetch = fetch; }
export async function render({ url, origin }) {
  (globalThis.standInRenders ??= []).push({ url, origin });
  const { pathname } = new URL(url, 'http://localhost');
  const language = pathname.startsWith('/de') ? 'de' : pathname.startsWith('/az') ? 'az' : 'en';
  const projects = await (await apiFetch('/api/projects?page=1&per_page=100', {})).json();
  const broken = pathname === '/broken' && (await apiFetch('/api/nowhere', {})).status >= 400;
  const names = projects.projects.map((project) => project.name).join(', ');
  async function* body() {
    yield '<main>';
    yield \`<h1>\${pathname}</h1><p>\${projects.total} projects: \${names}</p>\`;
    yield '</main>';
  }
  return {
    status: pathname === '/missing' ? 404 : broken ? 503 : 200,
    language,
    head: \`<title>Page \${pathname}</title><link rel="canonical" href="\${origin}\${pathname}">\`,
    modules: ['src/app/routes/public/home.tsx'],
    boot: JSON.stringify({ language, origin }),
    body: body(),
  };
}
`;

/** A built web app of our own making: template, manifest, renderer and one asset. */
export async function standInWebBuild(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'stand-in-web-'));
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(dist, 'server'), { recursive: true });
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  await writeFile(path.join(dist, 'server', 'entry-server.js'), RENDERER);
  const asset = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(path.join(dist, 'assets', 'entry-1234.js'), asset);
  await writeFile(path.join(dist, 'assets', 'entry-1234.js.br'), brotliCompressSync(asset));
  await writeFile(path.join(dist, 'assets', 'entry-1234.js.gz'), gzipSync(asset));
  await writeFile(path.join(dist, 'assets', 'home-5678.js'), 'export {};');
  await writeFile(
    path.join(dist, 'assets', 'entry-1234.js.map'),
    JSON.stringify({ version: 3, sources: ['src/entry.ts'], mappings: 'AAAA' }),
  );
  await writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/entry-1234.js', isEntry: true },
      'src/app/routes/public/home.tsx': { file: 'assets/home-5678.js', imports: ['index.html'] },
    }),
  );
  return dist;
}
