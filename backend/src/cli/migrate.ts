import 'reflect-metadata';
import fs from 'node:fs';
import { ConfigError, loadConfig } from '../config';
import { createDataSource } from '../db/data-source';

const USAGE = 'Usage: node dist/cli/migrate.js [up|revert|show]';

/** Runs, reverts (the last one) or lists migrations against the configured database. */
async function main(command: string): Promise<void> {
  if (!['up', 'revert', 'show'].includes(command)) throw new ConfigError(USAGE);
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const dataSource = createDataSource(config.database);
  await dataSource.initialize();
  try {
    if (command === 'up') {
      const ran = await dataSource.runMigrations();
      console.log(
        ran.length ? `Ran: ${ran.map((m) => m.name).join(', ')}` : 'No pending migrations.',
      );
    } else if (command === 'revert') {
      await dataSource.undoLastMigration();
      console.log('Reverted the last migration.');
    } else {
      const pending = await dataSource.showMigrations();
      console.log(pending ? 'There are pending migrations.' : 'All migrations have run.');
    }
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv[2] ?? 'up').catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
