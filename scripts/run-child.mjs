// Runs one child process in the foreground of this script: the signals that stop this script
// (Ctrl+C, `kill`, a closed terminal) are passed on to the child, and so is the end of the
// process that started this script (npm passes SIGTERM to its shell, which ends without
// passing it on: this script is then orphaned). This script ends with the child's exit code
// once the child has stopped, so nothing is left running.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export function runChild(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const stop = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of FORWARDED) process.on(signal, () => stop(signal));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, 500).unref();
  child.on('error', (error) => {
    console.error(`Could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
  });
  return child;
}
