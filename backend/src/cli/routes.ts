import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { createDataSource } from '../db/data-source';
import { listRoutes } from '../http/route-list';
import { createLogger } from '../logger';

/**
 * Every route the app registers, as `METHOD path` lines sorted by path (HEAD left out: it follows
 * GET).
 * The app is built as `npm start` builds it, from the same environment, but never listens: its
 * DATA_DIR is a throwaway folder with its own migrated SQLite database (no DATABASE_URL, no Redis),
 * removed again, so nothing of a real install is read or changed.
 */
export async function registeredRoutes(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-routes-'));
  const config = loadConfig({
    ...env,
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    LOG_LEVEL: 'silent',
  });
  // Migrated like a fresh install: the job queue and the mailer start with the app and read it.
  const dataSource = createDataSource(config.database, { migrationsRun: true });
  try {
    await dataSource.initialize();
    const app = createApp({ config, dataSource, logger: createLogger('silent') });
    try {
      return listRoutes(app)
        .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
        .map((route) => `${route.method} ${route.path}`);
    } finally {
      await app.stop();
    }
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run routes`: the app's routes, one a line, to find where a URL is answered by grep. */
if (require.main === module) {
  registeredRoutes().then(
    (routes) => {
      for (const route of routes) console.log(route);
    },
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
