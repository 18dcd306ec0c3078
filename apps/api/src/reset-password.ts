// `npm run reset-password -- <email>`: gives a user a new generated password from the shell
// (a lost superadmin password, say), prints it once and ends every session of that user. With
// the embedded database, the server must be stopped first: one process opens it at a time.
import { randomBytes } from 'node:crypto';
import { fail, withDatabase } from './cli.js';
import { hashPassword } from './modules/auth/passwords.js';
import { usersRepository } from './modules/users/repository.js';
import { createTokenService } from './modules/auth/tokens.js';

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3) fail('Usage: npm run reset-password -- <email>');

await withDatabase('reset the password', async (database) => {
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
});
