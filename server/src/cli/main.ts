/** Entry of the `cairn` command-line tool (bin/cairn.mjs runs dist/cli.js, or this file through tsx). */
import { runCli } from './run-cli';

runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
}).then(
  (code) => {
    // exitCode, not exit(): exit() can cut off output still queued for a pipe.
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
