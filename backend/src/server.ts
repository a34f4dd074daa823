import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDataSource } from './db/data-source';
import { createLogger } from './logger';

/** How long an idle keep-alive connection stays open: longer than any proxy's in front. */
const KEEP_ALIVE_TIMEOUT_MS = 75_000;
/** While shutting down, how often connections that have become idle are closed. */
const IDLE_CHECK_WHILE_DRAINING_MS = 200;
const SWEEP_FIRST_DELAY_MS = 60_000;
const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  fs.mkdirSync(config.dataDir, { recursive: true });

  // Pending migrations run at start, so a fresh checkout or a new release needs no extra step.
  const dataSource = createDataSource(config.database, { migrationsRun: true });
  await dataSource.initialize();
  logger.info(
    {
      database: config.database.kind,
      ...(config.database.kind === 'sqlite' ? { file: config.database.file } : {}),
    },
    'database ready',
  );

  const app = createApp({ config, dataSource, logger });
  if (config.redis)
    logger.info(
      { prefix: config.redis.prefix },
      'creator jobs go to Redis: `npm run worker` renders them',
    );
  const server = http.createServer(app.callback());
  // Behind a proxy (nginx keeps idle upstream connections 60 s, cloud balancers 60 s or more) the
  // backend must not close an idle connection first: Node's own 5 s meant the proxy now and then
  // sent a request on a connection just closed, took it for a failed backend, and with the other
  // one down answered 502 (seen in the several-backends test after one backend died).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server failed');
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
    logger.info({ url: `http://${host}:${port}/app/`, dataDir: config.dataDir }, 'listening');
  });

  // Unused anonymous accounts go once a day (and a minute after start): every instance's timer
  // asks, the one holding the day's lease runs it (several instances sweep once, issue 33).
  const sweep = () =>
    app
      .sweepWhenDue()
      .catch((error: unknown) => logger.error({ err: error }, 'anonymous account sweep failed'));
  setTimeout(sweep, SWEEP_FIRST_DELAY_MS).unref();
  setInterval(sweep, SWEEP_INTERVAL_MS).unref();

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'shutting down');
    app.startDraining();
    // Past the grace time: connections are cut, and the process leaves even if work still hangs.
    const forced = setTimeout(() => {
      server.closeAllConnections();
      setTimeout(() => process.exit(1), 2_000).unref();
    }, config.shutdownGraceSeconds * 1000);
    forced.unref();
    server.close(() => {
      app
        .stop()
        .catch((error: unknown) => logger.error({ err: error }, 'stopping the job queue failed'))
        .then(() => dataSource.destroy())
        .catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
        .finally(() => process.exit(0));
    });
    // Keep-alive connections with no request in flight would hold close() open (idle ones stay
    // open 75 s): closed now, and each whose last answer is sent during the drain once it is idle.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), IDLE_CHECK_WHILE_DRAINING_MS).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
