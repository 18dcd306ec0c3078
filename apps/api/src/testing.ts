/**
 * What the browser tests (`apps/web/e2e`) use of the API, from one entry: the app and its
 * services built as the server builds them, the database, and the demo content they expect.
 * Not used by the server itself.
 */
export { buildApp } from './app.js';
export { createContext, ensureSuperadmin } from './bootstrap.js';
export { loadConfig } from './config.js';
export { fromPglite } from './db/client.js';
export { migrate } from './db/migrate.js';
export {
  buildDemoContent,
  DEMO_PROJECTS,
  DEMO_TEAM,
  DEMO_TESTIMONIALS,
} from './seed/demo-content.js';
export { seedDemoContent } from './seed/seed.js';
export { PROJECT_TRANSLATIONS } from './seed/demo-translations.js';
