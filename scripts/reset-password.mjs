// `npm run reset-password -- <email>`: a new generated password for the user, printed once
// (see apps/api/src/reset-password.ts).
import { apiEntry, buildIfNeeded, root } from './build-if-needed.mjs';
import { runChild } from './run-child.mjs';

buildIfNeeded();
runChild(process.execPath, [apiEntry('reset-password.js'), ...process.argv.slice(2)], {
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
