import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server speaking the OpenAI chat-completions protocol, for tests of the LLM
 * engine: `POST /v1/chat/completions` streams Server-Sent Events (`data: {chunk}` lines, then
 * `data: [DONE]`) the way OpenAI-compatible endpoints do, or fails the way a test asks.
 */

export type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

export type FakeAnswer =
  /** The answer streamed in these pieces, `delayMs` apart, with a usage chunk when given. */
  | { kind: 'stream'; tokens: readonly string[]; delayMs?: number; usage?: Usage }
  /** An error status with an OpenAI-style error body. */
  | { kind: 'status'; status: number }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** One good piece, then a chunk that is not JSON, and the end without `[DONE]`. */
  | { kind: 'malformed' }
  /** The whole completion as one JSON document, as endpoints that ignore `stream` answer. */
  | { kind: 'json'; content: string; usage?: Usage };

export type ReceivedRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens: number;
    stream: boolean;
    stream_options?: { include_usage?: boolean };
  };
  /** The client closed the connection before the answer was complete. */
  closedEarly: boolean;
};

export type FakeOpenAi = {
  /** The API base to configure as LLM_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** How the next requests are answered (a function may answer each differently). */
  answer(next: FakeAnswer | ((request: ReceivedRequest) => FakeAnswer)): void;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const chunk = (delta: Record<string, string>, finish: string | null = null) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: Math.floor(Date.now() / 1000),
  model: 'fake-model',
  choices: [{ index: 0, delta, finish_reason: finish }],
});

async function stream(
  res: ServerResponse,
  received: ReceivedRequest,
  answer: Extract<FakeAnswer, { kind: 'stream' }>,
) {
  const send = (data: unknown) =>
    res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  send(chunk({ role: 'assistant', content: '' }));
  for (const [i, token] of answer.tokens.entries()) {
    if (i > 0 && answer.delayMs) await sleep(answer.delayMs);
    if (received.closedEarly) return;
    send(chunk({ content: token }));
  }
  send(chunk({}, 'stop'));
  if (answer.usage && received.body.stream_options?.include_usage) {
    send({ ...chunk({}), choices: [], usage: answer.usage });
  }
  send('[DONE]');
  res.end();
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: ReceivedRequest[] = [];
  let answerFor: (request: ReceivedRequest) => FakeAnswer = () => ({
    kind: 'stream',
    tokens: ['Hello', ' from', ' the', ' fake', ' model.'],
  });

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{}}');
        return;
      }
      const received: ReceivedRequest = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(Buffer.concat(parts).toString('utf8')) as ReceivedRequest['body'],
        closedEarly: false,
      };
      requests.push(received);
      res.on('close', () => {
        if (!res.writableFinished) received.closedEarly = true;
      });
      const answer = answerFor(received);
      switch (answer.kind) {
        case 'stream':
          void stream(res, received, answer);
          return;
        case 'status':
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ error: { message: 'The fake server failed', type: 'server_error' } }),
          );
          return;
        case 'hang':
          return;
        case 'malformed':
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(`data: ${JSON.stringify(chunk({ content: 'Our office' }))}\n\n`);
          res.end('data: {"choices": [{"delta": {"content": " is in\n\n');
          return;
        case 'json':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id: 'chatcmpl-fake',
              object: 'chat.completion',
              choices: [{ index: 0, message: { role: 'assistant', content: answer.content } }],
              usage: answer.usage,
            }),
          );
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(next) {
      answerFor = typeof next === 'function' ? next : () => next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
