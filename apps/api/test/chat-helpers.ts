import type { ChatEngine } from '../src/modules/chat/types.js';
import type { TestApp } from './helpers.js';

/** Runs `fn` with another engine behind the chat routes of `t`. */
export async function withEngine<T>(
  t: TestApp,
  engine: ChatEngine,
  fn: () => Promise<T>,
): Promise<T> {
  const original = t.ctx.chatEngine;
  t.ctx.chatEngine = engine;
  try {
    return await fn();
  } finally {
    t.ctx.chatEngine = original;
  }
}

export type StreamEvent = { event: string; data: unknown };

/** The events of a Server-Sent Events body, in order (comments such as keep-alives left out). */
export function parseEvents(body: string): StreamEvent[] {
  return body
    .split(/\n\n/)
    .map((block) => block.split('\n').filter((line) => line && !line.startsWith(':')))
    .filter((lines) => lines.length > 0)
    .map((lines) => ({
      event: lines.find((line) => line.startsWith('event: '))!.slice(7),
      data: JSON.parse(lines.find((line) => line.startsWith('data: '))!.slice(6)) as unknown,
    }));
}
