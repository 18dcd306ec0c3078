/** One Server-Sent Event: its name (`message` when unnamed) and its data lines joined. */
export type ServerSentEvent = { event: string; data: string };

/**
 * Reads a `text/event-stream` body fed in pieces of any size, as browsers do (WHATWG HTML
 * "Parsing an event stream"): lines end in LF, CRLF or CR; a blank line ends an event;
 * `event:` names it, `data:` lines are joined with newlines, `:` lines are comments; one space
 * after the colon is dropped. An event without data is not dispatched.
 */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let name = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
    name = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(text: string) {
      buffer += text;
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end === -1) return;
        // A CR at the very end may be the first half of a CRLF still on its way.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        const current = buffer.slice(0, end);
        buffer = buffer.slice(end + breakLength);
        line(current);
      }
    },
    /** The body ended: an event not ended by a blank line is dropped, as browsers do. */
    end() {
      // A CR held back for a LF that never came ends its line after all.
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
      buffer = '';
      name = '';
      data = [];
    },
  };
}
