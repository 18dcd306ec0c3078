import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../apps/api/src/db/client.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { createEmbeddedEngine } from '../apps/api/src/modules/chat/embedded/engine.js';
import { seedDemoContent } from '../apps/api/src/seed/seed.js';
import { askAfter } from './chat-eval/evaluate.js';
const database = fromPglite(await PGlite.create());
await migrate(database);
await seedDemoContent(database.db);
const engine = createEmbeddedEngine(database.db);
const args = process.argv.slice(2);
let i = 0;
for (const arg of args) {
  const parts = arg.split(' → ');
  const { text } = await askAfter(engine, `s${i++}`, parts.slice(0, -1), parts.at(-1)!);
  console.log(`» ${arg}\n${text}\n`);
}
await database.close();
