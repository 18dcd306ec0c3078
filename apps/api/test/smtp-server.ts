import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What a test SMTP server received: the envelope, and the message decoded. */
export type Received = { to: string[]; subject: string; text: string; html: string; raw: string };

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function headersAndBody(part: string) {
  const split = part.indexOf('\r\n\r\n');
  const head = part.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map(
    head.split('\r\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return { headers, body: part.slice(split + 4) };
}

function decodeBody(headers: Map<string, string>, body: string) {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The subject and the text and HTML parts of a multipart/alternative message. */
export function parseMessage(raw: string) {
  const { headers, body } = headersAndBody(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [];
  const part = (type: string) => {
    const found = parts
      .map((p) => headersAndBody(p.replace(/^\r\n/, '')))
      .find(({ headers: h }) => h.get('content-type')?.startsWith(type));
    return found ? decodeBody(found.headers, found.body.replace(/\r\n$/, '')) : '';
  };
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    text: part('text/plain').replace(/\r\n/g, '\n'),
    html: part('text/html'),
  };
}

/**
 * A real SMTP server on 127.0.0.1 (a free port unless one is given), keeping what it
 * receives; `state.refuse` makes it answer 451 to that many messages.
 */
export async function startSmtpServer(port = 0) {
  const received: Received[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse > 0) {
          state.refuse--;
          const error = new Error('Mailbox busy, try again later') as Error & {
            responseCode: number;
          };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMessage(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    server,
    received,
    state,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
