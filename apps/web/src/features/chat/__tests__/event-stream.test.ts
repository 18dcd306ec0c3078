import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type ServerSentEvent } from '../lib/event-stream';

function parse(pieces: string[], end = true) {
  const events: ServerSentEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const piece of pieces) parser.push(piece);
  if (end) parser.end();
  return events;
}

describe('reading an event stream', () => {
  it('reads named events with JSON data, skipping comments', () => {
    const body =
      ': stream open\n\nevent: token\ndata: {"text":"Hi"}\n\nevent: done\ndata: {"response":"Hi"}\n\n';
    expect(parse([body])).toEqual([
      { event: 'token', data: '{"text":"Hi"}' },
      { event: 'done', data: '{"response":"Hi"}' },
    ]);
  });

  it('reads the same events whatever the size of the pieces, with CRLF line ends', () => {
    const body = 'event: token\r\ndata: {"text":"a b"}\r\n\r\nevent: token\rdata:{"text":"c"}\r\r';
    const expected = [
      { event: 'token', data: '{"text":"a b"}' },
      { event: 'token', data: '{"text":"c"}' },
    ];
    expect(parse([body])).toEqual(expected);
    expect(parse(body.split(''))).toEqual(expected);
    // A CRLF split between two pieces is one line end, not two.
    expect(parse(['event: token\r', '\ndata: {"text":"a b"}\r', '\n\r', '\n'])).toEqual([
      expected[0],
    ]);
  });

  it('joins data lines, names unnamed events "message" and ignores unknown fields', () => {
    expect(parse(['id: 7\nretry: 100\ndata: one\ndata:  two\nfoo\n\n'])).toEqual([
      { event: 'message', data: 'one\n two' },
    ]);
  });

  it('dispatches nothing for an event without data or one cut off by the end', () => {
    expect(parse(['event: token\n\n', 'event: done\ndata: {"response":"x"}'])).toEqual([]);
  });
});
