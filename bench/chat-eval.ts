// The chat assistant's evaluation: starts a fresh embedded PGlite database, migrates it, loads
// the demo content, asks the embedded engine every question of
// apps/api/src/modules/chat/eval/questions.json (after its earlier turns) and prints each
// failure with what was expected and the reply, then the share answered right per language.
// It is a measurement: the exit code is 0 whatever the figures (the test chat-eval.test.ts
// holds the bar).
//
// Usage (from the repository root): node --conditions=source --import tsx bench/chat-eval.ts
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../apps/api/src/db/client.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { createEmbeddedEngine } from '../apps/api/src/modules/chat/embedded-engine.js';
import {
  contentPaths,
  evaluate,
  formatReport,
  loadQuestions,
} from '../apps/api/src/modules/chat/eval/evaluate.js';
import { seedDemoContent } from '../apps/api/src/seed/seed.js';

const database = fromPglite(await PGlite.create());
try {
  await migrate(database);
  await seedDemoContent(database.db);
  const questions = await loadQuestions();
  const started = performance.now();
  const report = await evaluate(
    createEmbeddedEngine(database.db),
    questions,
    await contentPaths(database.db),
  );
  const ms = (performance.now() - started) / questions.length;
  console.log(formatReport(report));
  console.log(`(${questions.length} questions, ${ms.toFixed(1)} ms per reply on average)`);
} finally {
  await database.close();
}
