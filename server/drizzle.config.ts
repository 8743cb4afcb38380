import { defineConfig } from 'drizzle-kit';

// Generation only (`pnpm --filter @cairn/server db:generate`): it diffs src/db/schema.ts against
// drizzle/meta and writes SQL. Migrations are applied by the app itself at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
