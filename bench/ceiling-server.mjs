// The ceiling for bench/api-throughput.mjs: a bare Fastify server on the same Node that answers
// each path with bytes held in memory (the body and content type the product answered), so the
// comparison measures what the product adds on top of HTTP and Fastify themselves.
//
// Usage: node bench/ceiling-server.mjs <answers.json>; prints its URL on the first line.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

/** @type {Record<string, { type: string; body: string }>} */
const answers = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify();
for (const [url, answer] of Object.entries(answers)) {
  const path = url.split('?')[0];
  const body = Buffer.from(answer.body);
  app.get(path, (_request, reply) => reply.type(answer.type).send(body));
}
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address();
console.log(`http://127.0.0.1:${port}`);
