// `npm start`: builds whatever is missing or older than its sources, then runs the one
// production process (API + web build) that migrates, seeds an empty database and serves.
import { apiEntry, buildIfNeeded, root } from './build-if-needed.mjs';
import { runChild } from './run-child.mjs';

buildIfNeeded();
runChild(process.execPath, [apiEntry('server.js')], {
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
