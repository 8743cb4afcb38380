// The zod builders and types Cairn's contracts and apps use; `@cairn/shared/zod` exposes them as `z`.
// Add a name here when a schema needs it (TypeScript says so: `z.<name>` does not exist otherwise).

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
