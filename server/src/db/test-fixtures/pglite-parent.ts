/**
 * Test fixture: a parent that starts a PGlite child, prints `{ childPid, url }` and waits to be killed.
 * Used to prove the child does not outlive a parent that dies without cleaning up (SIGKILL).
 */
import { startPgliteProcess } from '../pglite-process';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-parent.ts <dataDir>');
const pglite = await startPgliteProcess({ dataDir });
process.stdout.write(`${JSON.stringify({ childPid: pglite.pid, url: pglite.url })}\n`);
setInterval(() => {}, 60_000);
