// A shell command of the API (`npm run reset-password -- <email>`, `npm run migrate`): builds
// what is missing, then runs the command's built entry with the given arguments.
//   node scripts/api-command.mjs <entry.js> [arguments…]
import { apiEntry, buildIfNeeded, root } from './build-if-needed.mjs';
import { runChild } from './run-child.mjs';

const [entry, ...args] = process.argv.slice(2);
buildIfNeeded();
runChild(process.execPath, [apiEntry(entry), ...args], {
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
