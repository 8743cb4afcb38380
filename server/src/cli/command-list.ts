import type { Command } from './command';
import { entitiesCommand } from './commands/entities';
import { extractCommand } from './commands/extract';
import { healthCommand } from './commands/health';
import { helpCommand } from './commands/help';
import { matchCommand } from './commands/match';
import { migrateCommand } from './commands/migrate';

/** Every `cairn` command, in the order `cairn help` lists them. */
export const commands: readonly Command[] = [
  helpCommand,
  migrateCommand,
  healthCommand,
  extractCommand,
  entitiesCommand,
  matchCommand,
];
