// The chat assistant's evaluation (bench/chat-eval/README.md): starts a fresh embedded PGlite
// database with the demo content and asks the embedded engine every question of the
// development set and of the holdout, then prints per part the share answered right per
// language and per pattern, the share of replies in the visitor's language, the median reply
// length and time. It is a measurement: the exit code is 0 whatever the figures.
//
// Usage (from the repository root): npm run bench:chat [-- --dev] [-- --failures]
//   --dev       the development set only (while tuning: the holdout is never looked at)
//   --failures  also print the development set's wrong answers (never the holdout's)
//   --new FILE  only a new round of questions, before it is split (how the engine does on
//               questions it was never tuned on)
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../apps/api/src/db/client.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { createEmbeddedEngine } from '../apps/api/src/modules/chat/embedded/engine.js';
import { existsSync } from 'node:fs';
import { seedDemoContent } from '../apps/api/src/seed/seed.js';
import {
  contentPaths,
  evaluate,
  formatReport,
  loadQuestions,
} from '../apps/api/test/chat-eval/regression.js';
import { failures, loadSet, report, run, SETS } from './chat-eval/evaluate.js';

const devOnly = process.argv.includes('--dev');
const showFailures = process.argv.includes('--failures');
const newRound = process.argv.includes('--new')
  ? new URL(process.argv[process.argv.indexOf('--new') + 1]!, `file://${process.cwd()}/`)
  : undefined;

const database = fromPglite(await PGlite.create());
try {
  await migrate(database);
  await seedDemoContent(database.db);
  const engine = createEmbeddedEngine(database.db);
  // Warm up: the first message reads the content and builds the indexes.
  await engine.reply({ message: 'hello', sessionId: 'warm-up', history: [] });
  if (newRound) {
    console.log(report('New round', await run(engine, await loadSet(newRound))));
  } else if (existsSync(SETS.dev)) {
    const dev = await run(engine, await loadSet(SETS.dev));
    if (showFailures) console.log(`${failures(dev)}\n`);
    console.log(report('Development set', dev));
  } else {
    console.log('The independent set (bench/chat-eval/dev.json, holdout.json) is not there yet.');
  }
  if (!devOnly && !newRound && existsSync(SETS.holdout)) {
    console.log(`\n${report('Holdout', await run(engine, await loadSet(SETS.holdout)))}`);
  }
  const older = await evaluate(engine, await loadQuestions(), await contentPaths(database.db));
  const figures = formatReport(older).split('\n').slice(-4).join('\n');
  console.log(`\nOlder set (regression test):\n${figures}`);
} finally {
  await database.close();
}
