import { ConfigError, loadConfig } from '../../config';
import { runMigrations } from '../../db/migrate';
import { openDatabase, redact } from '../../db/open-database';
import { createLogger } from '../../lib/logger';
import { type Command, write } from '../command';

export const migrateCommand: Command = {
  name: 'migrate',
  summary: 'Apply pending database migrations to the configured database',
  usage: `cairn migrate

Migrates DATABASE_URL when it is set, otherwise the embedded database in CAIRN_DATA_DIR (which must not
be open in a running server: stop it first, the server migrates at start anyway).`,
  async run(_args, { io }) {
    let config: ReturnType<typeof loadConfig>;
    try {
      config = loadConfig(io.env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      await write(io.stderr, `${error.message}\n`);
      return 2;
    }
    // A command is quiet unless asked: progress logs are for the server.
    const log = createLogger(io.env.LOG_LEVEL ? config.logLevel : 'warn', 'cairn-migrate');
    let opened: Awaited<ReturnType<typeof openDatabase>>;
    try {
      opened = await openDatabase(config, log);
    } catch (error) {
      await write(io.stderr, `Cannot open the database: ${(error as Error).message}\n`);
      return 1;
    }
    try {
      await runMigrations(opened.database.pool);
      const where = opened.pglite
        ? `embedded database ${opened.pglite.dataDir}`
        : redact(config.databaseUrl ?? '');
      await write(io.stdout, `Migrations applied: ${where} is up to date.\n`);
      return 0;
    } catch (error) {
      await write(io.stderr, `Migration failed: ${(error as Error).message}\n`);
      return 1;
    } finally {
      await opened.close();
    }
  },
};
