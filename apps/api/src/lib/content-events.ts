import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/client.js';
import type { Logger } from './logger.js';
import type { Api } from './route-types.js';

/**
 * "What visitors can see has changed": raised by every successful write to projects, news,
 * team members and jobs, heard by what keeps answers for visitors (the read cache), on this
 * instance and on every other one (ADR 0010).
 */
export type ContentEvents = {
  /**
   * Whether a change made on any instance reaches this one's listeners now. While it is false
   * (the channel to the other instances is down), nothing kept may be answered.
   */
  readonly live: boolean;
  /** Tells this instance's listeners at once, then the other instances. */
  changed(): Promise<void>;
  /**
   * Calls `listener` on every change, here or elsewhere, and whenever changes may have been
   * missed: when the channel to the other instances drops and when it is back.
   */
  onChange(listener: () => void): () => void;
  close(): Promise<void>;
};

function listeners() {
  const all = new Set<() => void>();
  return {
    emit: () => all.forEach((listener) => listener()),
    add(listener: () => void) {
      all.add(listener);
      return () => all.delete(listener);
    },
  };
}

/** The embedded database belongs to one process: its changes are all made here. */
export function contentEvents(): ContentEvents {
  const local = listeners();
  return {
    live: true,
    changed: async () => local.emit(),
    onChange: local.add,
    close: async () => {},
  };
}

/** The PostgreSQL channel the instances tell each other about changes on. */
export const CONTENT_CHANNEL = 'content_changed';
/** The listening connections' `application_name`, as `pg_stat_activity` shows them. */
export const LISTENER_NAME = 'content-listener';

/**
 * Changes across every instance on one PostgreSQL server: each write sends NOTIFY, and each
 * instance LISTENs on a connection of its own. That connection is checked every `heartbeatMs`
 * (a connection dropped silently, by a firewall say, shows as a query with no answer); when it
 * is lost, the listeners are told (notifications may be missed from then on), it is opened
 * again after `retryMs` (doubling up to 5 s), and the listeners are told again once it is back.
 */
export async function postgresContentEvents(
  database: Pick<Database, 'raw'> & { url: string },
  log: Logger,
  { heartbeatMs = 10_000, retryMs = 100 }: { heartbeatMs?: number; retryMs?: number } = {},
): Promise<ContentEvents> {
  const local = listeners();
  /** Tells this instance's own notifications from the others'. */
  const instance = randomUUID();
  let current: pg.Client | undefined;
  let closed = false;
  let delay = retryMs;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const discard = (client: pg.Client) => {
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
  };

  function lost(client: pg.Client, error?: unknown) {
    if (current !== client) return;
    current = undefined;
    clearInterval(heartbeat);
    discard(client);
    local.emit();
    if (closed) return;
    log.warn(
      { err: error },
      'lost the connection that hears about content changes; reconnecting, and answering from the database meanwhile',
    );
    reconnect();
  }

  async function connect() {
    const client = new pg.Client({
      connectionString: database.url,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.payload !== instance) local.emit();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      discard(client);
      throw error;
    }
    if (closed) return discard(client);
    current = client;
    delay = retryMs;
    // Whatever was kept before may have missed a change while no one listened.
    local.emit();
    heartbeat = setInterval(() => void check(client), heartbeatMs).unref();
  }

  async function check(client: pg.Client) {
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('no answer to a heartbeat')), heartbeatMs);
    });
    try {
      await Promise.race([client.query('SELECT 1'), silence]);
    } catch (error) {
      lost(client, error);
    } finally {
      clearTimeout(timer);
    }
  }

  function reconnect() {
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        if (closed) return;
        log.warn({ err: error }, 'could not listen for content changes yet; trying again');
        delay = Math.min(delay * 2, 5_000);
        reconnect();
      });
    }, delay);
    retry.unref();
  }

  try {
    await connect();
  } catch (error) {
    log.warn({ err: error }, 'could not listen for content changes yet; trying again');
    reconnect();
  }

  return {
    get live() {
      return current !== undefined;
    },
    async changed() {
      local.emit();
      try {
        await database.raw.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, instance]);
      } catch (error) {
        log.error({ err: error }, 'could not tell the other instances about a content change');
      }
    },
    onChange: local.add,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = undefined;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
    },
  };
}

/** The change channel the database calls for: NOTIFY on a PostgreSQL server, else in process. */
export const contentEventsFor = (database: Database, log: Logger) =>
  database.url
    ? postgresContentEvents({ url: database.url, raw: database.raw }, log)
    : Promise.resolve(contentEvents());

/**
 * Marks a module's routes as the public content's writers: each write that succeeds raises
 * `changed` before its answer leaves, so what is asked for right after, here or on another
 * instance, shows the change.
 */
export function announcesContentChanges(app: Api) {
  // A hook with a callback, not a promise: it runs on every read too.
  app.addHook('onSend', (request, reply, payload, done) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (!write || reply.statusCode >= 400) return done(null, payload);
    app.ctx.content.changed().then(() => done(null, payload), done);
  });
}
