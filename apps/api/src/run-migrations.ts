// `npm run migrate`: applies the pending database migrations and exits, for an upgrade with
// several instances (docs/deploy). The server does the same at start, under the same lock.
import { fail, withDatabase } from './cli.js';
import { migrate } from './db/migrate.js';

if (process.argv.length > 2) fail('Usage: npm run migrate');

await withDatabase('apply the migrations', async (database) => {
  const applied = await migrate(database);
  process.stdout.write(
    applied.length ? `Applied ${applied.join(', ')}.\n` : 'The database is up to date.\n',
  );
});
