import type { Api } from './route-types.js';

/**
 * "What visitors can see has changed": raised by every successful write to projects, news,
 * team members and jobs, heard by what keeps rendered pages (the site's page cache).
 */
export type ContentEvents = {
  changed(): void;
  onChange(listener: () => void): () => void;
};

export function contentEvents(): ContentEvents {
  const listeners = new Set<() => void>();
  return {
    changed: () => listeners.forEach((listener) => listener()),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Marks a module's routes as the public content's writers: each write that succeeds raises
 * `changed` before its answer leaves, so a page asked for right after shows the change.
 */
export function announcesContentChanges(app: Api) {
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      app.ctx.content.changed();
    }
  });
}
