import type { ReadCache } from './cache/read-cache.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { ContentEvents } from './lib/content-events.js';
import type { Logger } from './lib/logger.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import type { TokenService } from './modules/auth/tokens.js';
import type { ChatEngine } from './modules/chat/types.js';
import type { FileStorage } from './storage/file-storage.js';
import type { PreviewTokens } from './modules/publication/preview-tokens.js';

/** The services every module reaches through `app.ctx`. */
export type AppContext = {
  config: Config;
  /** The process's one logger; requests log through its children. */
  log: Logger;
  database: Database;
  db: Db;
  storage: FileStorage;
  limiter: RateLimiter;
  tokens: TokenService;
  chatEngine: ChatEngine;
  /** Changes to what visitors see, on this instance and the others. */
  content: ContentEvents;
  /** Visitors' answers (pages and public API reads), dropped on every change. */
  cache: ReadCache;
  /** Signed, expiring links to the public page of an item that is not public yet. */
  previews: PreviewTokens;
};

export type AuthUser = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role_id: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
