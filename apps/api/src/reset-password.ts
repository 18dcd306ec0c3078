// `npm run reset-password -- <email>`: gives a user a new generated password from the shell
// (a lost superadmin password, say), prints it once and ends every session of that user. With
// the embedded database, the server must be stopped first: one process opens it at a time.
import { randomBytes } from 'node:crypto';
import { type Config, ConfigError, loadConfig, readEnvFile } from './config.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { openDatabase } from './db/client.js';
import { hashPassword } from './modules/auth/passwords.js';
import { usersRepository } from './modules/users/repository.js';
import { createTokenService } from './modules/auth/tokens.js';
import { describeStartupError } from './startup-errors.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3) fail('Usage: npm run reset-password -- <email>');

let config: Config;
try {
  config = loadConfig({ ...readEnvFile('.env'), ...process.env, LOG_LEVEL: 'silent' });
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

try {
  const release = config.databaseUrl ? () => {} : await lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    const users = usersRepository(database.db);
    const user = await users.byEmail(email);
    if (!user) fail(`There is no user with the e-mail address ${email}.`);
    const password = randomBytes(12).toString('base64url');
    await users.update(user.id, { password_hash: await hashPassword(password) });
    // Revoking needs no signing key: only the refresh-token rows are touched.
    await createTokenService(database.db, 'unused').revokeAllForUser(user.id);
    process.stdout.write(
      [
        `New password for ${user.email}: ${password}`,
        'It is shown only once. Every session of this user has been signed out.',
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
    release();
  }
} catch (error) {
  fail(describeStartupError(error, config) ?? `Could not reset the password: ${String(error)}`);
}
