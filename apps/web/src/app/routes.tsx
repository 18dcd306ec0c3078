import { lazy, use } from 'react';
import { PublicLayout } from './public-layout';
import { loadTexts, PUBLIC_TEXTS, type TextArea } from '@/i18n';
import { isClientOnlyPath, PUBLIC_PAGES, type PublicPage } from '@app/contracts/site';
import { matchPath, Route, setLinkPrefetch, Switch } from '@/lib/router';
import { PageHead } from './page-head';
import type { PageModule } from '@/lib/page-meta';

/**
 * The public pages, rendered on the server and hydrated in the browser. Each is a module of
 * `routes/public/` and a chunk of its own; the server loads the module (and its data) before it
 * renders, the browser before it hydrates, so neither waits inside React.
 */
const pageModules = import.meta.glob<PageModule>('./routes/public/*.tsx');

export type PublicRoute = {
  path: string;
  /** The module's file as the build's manifest names it (for the server's preload links). */
  file: string;
  /** The areas of the texts the page reads besides the core ones. */
  texts: TextArea[];
  /** Imports the page's module. */
  load: () => Promise<PageModule>;
  /** Imports the module and, in the browser, the texts it needs. */
  preload: () => Promise<PageModule>;
  Element: React.ComponentType;
};

function publicRoute(path: string, name: string, texts: TextArea[] = []): PublicRoute {
  const file = `./routes/public/${name}.tsx`;
  const importer = pageModules[file];
  if (!importer) throw new Error(`No page module ${file}`);
  // The module once imported (on the server), and once it and its texts are in (in the browser).
  let module: PageModule | undefined;
  let ready: PageModule | undefined;
  let preloading: Promise<PageModule> | undefined;
  const load = () =>
    importer().then((loaded) => {
      module = loaded;
      return loaded;
    });
  const preload = () =>
    (preloading ??= Promise.all([load(), loadTexts(texts)]).then(([loaded]) => {
      ready = loaded;
      return loaded;
    }));
  function Element() {
    const page = (import.meta.env.SSR ? module : ready) ?? use(preload());
    return (
      <>
        <PageHead meta={page.meta} />
        <page.Component />
      </>
    );
  }
  return { path, file: `src/app/${file.slice(2)}`, texts, load, preload, Element };
}

/** Each public page's module in `routes/public/` and the text areas it reads. */
const PAGE_MODULES: Record<PublicPage, [name: string, texts: TextArea[]]> = {
  home: ['home', ['home', 'contact', 'projects']],
  projects: ['projects', ['projects']],
  project: ['project', ['projects']],
  news: ['news', ['news']],
  article: ['article', ['news']],
  team: ['team', ['team']],
  member: ['team-member', ['team']],
  careers: ['careers', ['careers', 'contact']],
  job: ['job', ['careers']],
  support: ['support', ['legal']],
  privacy: ['privacy', ['legal']],
  terms: ['terms', ['legal']],
};

export const PUBLIC_ROUTES: PublicRoute[] = [
  ...(Object.keys(PUBLIC_PAGES) as PublicPage[]).map((page) =>
    publicRoute(PUBLIC_PAGES[page].pattern, ...PAGE_MODULES[page]),
  ),
  publicRoute('*', 'not-found'),
];

/** The public route of a path without its language prefix (the not-found page at worst). */
export function matchPublicRoute(path: string) {
  for (const route of PUBLIC_ROUTES) {
    const params = route.path === '*' ? {} : matchPath(route.path, path);
    if (params) return { route, params };
  }
  throw new Error(`No public route for ${path}`);
}

setLinkPrefetch((to) => {
  const path = to.split(/[?#]/)[0] || '/';
  if (!isClientOnlyPath(path)) void matchPublicRoute(path).route.preload();
});

type RouteModule = { Component: React.ComponentType<{ children?: React.ReactNode }> };
/** A page rendered in the browser only, once its module and the texts it reads are in. */
const page = (load: () => Promise<RouteModule>, texts: Parameters<typeof loadTexts>[0] = []) =>
  lazy(() =>
    Promise.all([load(), loadTexts(texts)]).then(([module]) => ({ default: module.Component })),
  );

const Login = page(() => import('./routes/login'), ['login']);
const NotFound = page(() => import('./routes/public/not-found'));
// The back office reads the public areas too (statuses, job types) besides its own.
const Manager = page(() => import('./routes/manager/layout'), [...PUBLIC_TEXTS, 'manager']);
const Dashboard = page(() => import('./routes/manager/dashboard'));
const Chats = page(() => import('./routes/manager/chats'));
const Inbox = page(() => import('./routes/manager/inbox'));
// From Job Management a recruiter opens a job's applicants: that screen's code comes with it.
const Jobs = page(() =>
  import('./routes/manager/jobs').then((module) => {
    void import('./routes/manager/applicants');
    return module;
  }),
);
const Applicants = page(() => import('./routes/manager/applicants'));
const AllApplicants = page(() => import('./routes/manager/all-applicants'));
const News = page(() => import('./routes/manager/news'));
const Projects = page(() => import('./routes/manager/projects'));
const Team = page(() => import('./routes/manager/team'));
const Media = page(() => import('./routes/manager/media'));
const Testimonials = page(() => import('./routes/manager/testimonials'));
const Users = page(() => import('./routes/manager/users'));
const Audit = page(() => import('./routes/manager/audit'));
const MailTemplates = page(() => import('./routes/manager/mail-templates'));
const Privacy = page(() => import('./routes/manager/privacy'));
const Outbox = page(() => import('./routes/manager/outbox'));

/**
 * Every page. Under /de and /az (the router's base) only the public pages exist; /login and
 * the back office (/manager, each screen guarded by its role) are in the browser only, and
 * visitors never download their code.
 */
export function AppRoutes({ localized }: { localized: boolean }) {
  return (
    <Switch>
      {!localized && (
        <Route path="/manager/*?">
          <Manager>
            <Switch>
              <Route path="/manager">
                <Dashboard />
              </Route>
              <Route path="/manager/dashboard">
                <Dashboard />
              </Route>
              <Route path="/manager/chats">
                <Chats />
              </Route>
              <Route path="/manager/inbox/:id?">
                <Inbox />
              </Route>
              <Route path="/manager/jobs">
                <Jobs />
              </Route>
              <Route path="/manager/applicants">
                <AllApplicants />
              </Route>
              <Route path="/manager/:jobId/applicants">
                <Applicants />
              </Route>
              <Route path="/manager/news">
                <News />
              </Route>
              <Route path="/manager/projects">
                <Projects />
              </Route>
              <Route path="/manager/team">
                <Team />
              </Route>
              <Route path="/manager/media">
                <Media />
              </Route>
              <Route path="/manager/testimonials">
                <Testimonials />
              </Route>
              <Route path="/manager/users">
                <Users />
              </Route>
              <Route path="/manager/audit">
                <Audit />
              </Route>
              <Route path="/manager/mail-templates">
                <MailTemplates />
              </Route>
              <Route path="/manager/privacy">
                <Privacy />
              </Route>
              <Route path="/manager/outbox">
                <Outbox />
              </Route>
              <Route>
                <NotFound />
              </Route>
            </Switch>
          </Manager>
        </Route>
      )}
      <Route>
        <PublicLayout>
          <Switch>
            {!localized && (
              <Route path="/login">
                <Login />
              </Route>
            )}
            {PUBLIC_ROUTES.map((route) =>
              route.path === '*' ? (
                <Route key={route.path}>
                  <route.Element />
                </Route>
              ) : (
                <Route key={route.path} path={route.path}>
                  <route.Element />
                </Route>
              ),
            )}
          </Switch>
        </PublicLayout>
      </Route>
    </Switch>
  );
}
