// The zod builders and types Cairn's contracts and apps use; `@cairn/shared/zod` exposes them as `z`.
// Add a name here when a schema needs it (TypeScript says so: `z.<name>` does not exist otherwise).

import { config } from 'zod';

export type { infer, input, output } from 'zod';
export {
  array,
  boolean,
  coerce,
  enum,
  literal,
  number,
  object,
  partialRecord,
  record,
  string,
  union,
  unknown,
  uuid,
  ZodError,
  ZodType,
} from 'zod';

// Pages run under a Content-Security-Policy without 'unsafe-eval' (server/src/http/security-headers.ts).
// When eval is allowed zod compiles a faster object parser with `new Function`, and it finds out by
// trying one: the CSP refuses it and reports a violation on every page load (zod catches the error and
// falls back). `jitless` skips the probe and the compiled parser. In the browser only: this is zod's
// global setting, and the server, which imports the contracts too and has no CSP, keeps the fast path.
if ('document' in globalThis) config({ jitless: true });
