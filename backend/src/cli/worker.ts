import 'reflect-metadata';
import fs from 'node:fs';
import { ConfigError, loadConfig, type Config } from '../config';
import { createDataSource } from '../db/data-source';
import { createLogger, type Logger } from '../logger';
import { AuditLog } from '../modules/audit';
import { startRenderWorker, workerJobSource } from '../modules/creator';
import { MadeFileStampLog } from '../modules/stamp-vault';
import { StampsService } from '../modules/profile';
import { createRenderEngine, RENDER_DEFAULTS } from '../modules/render';
import { systemClock } from '../shared/clock';
import { createFileStore } from '../shared/file-store';
import type { DataSource } from 'typeorm';

/** How often a worker started before the server looks whether the server has migrated. */
const MIGRATIONS_POLL_MS = 2_000;

function readConfig(): Config {
  try {
    const config = loadConfig();
    if (!config.redis)
      throw new ConfigError(
        'REDIS_URL is not set: without it the server renders jobs itself and needs no worker.',
      );
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The server migrates the database at start; a worker waits for that rather than racing it. */
async function waitForMigrations(dataSource: DataSource, logger: Logger): Promise<void> {
  let told = false;
  while (await dataSource.showMigrations()) {
    if (!told) logger.info('waiting for the server to migrate the database');
    told = true;
    await new Promise((resolve) => setTimeout(resolve, MIGRATIONS_POLL_MS));
  }
}

/**
 * `npm run worker` (ARCHITECTURE §6, §7): a render worker of the Redis mode. It takes the creator
 * jobs the web servers put on Redis and renders them with its own warm Chromium into DATA_DIR, on
 * the same database (DATA_DIR / DATABASE_URL) as the servers. Run as many as there are machines.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const redis = config.redis!;
  const logger = createLogger(config.logLevel);
  fs.mkdirSync(config.dataDir, { recursive: true });
  // One bad render must not end the process: log what slipped through and keep taking jobs.
  process.on('unhandledRejection', (error) => {
    logger.error({ err: error }, 'unhandled rejection in the render worker');
  });

  // The same files as the web servers: DATA_DIR on one machine, the bucket on several.
  const fileStore = createFileStore({ dataDir: config.dataDir, s3: config.s3 });
  const dataSource = createDataSource(config.database);
  await dataSource.initialize();
  await waitForMigrations(dataSource, logger);
  const engine = createRenderEngine({
    fileStore,
    chromiumPath: config.chromiumPath,
    pages: RENDER_DEFAULTS.pages,
    stamps: new StampsService(dataSource, fileStore, systemClock),
  });
  const worker = startRenderWorker({
    dataSource,
    engine,
    source: workerJobSource(dataSource, systemClock, config.publicUrl),
    clock: systemClock,
    logger,
    fileStore,
    redis,
    concurrency: RENDER_DEFAULTS.pages,
    // Files made with a stamp are logged as the web server logs them (issue 37).
    madeFiles: new MadeFileStampLog(
      dataSource,
      new AuditLog(dataSource, systemClock, config.auditRetentionDays),
    ),
  });
  logger.info(
    { database: config.database.kind, prefix: redis.prefix, concurrency: RENDER_DEFAULTS.pages },
    'render worker started',
  );

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'render worker stopping (running renders finish first)');
    worker
      .close()
      .catch((error: unknown) => logger.error({ err: error }, 'stopping the render worker failed'))
      .then(() => dataSource.destroy())
      .catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('The render worker failed to start:', error);
  process.exit(1);
});
