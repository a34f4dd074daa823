import Koa from 'koa';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { parseBodies } from './http/body-parser';
import type { AppState } from './http/app-state';
import { errorMiddleware } from './http/error.middleware';
import { notFound } from './http/not-found.middleware';
import { requestLog } from './http/request-log.middleware';
import { securityHeaders } from './http/security-headers.middleware';
import type { Logger } from './logger';
import { createAuthModule } from './modules/auth';
import { createProfileModule } from './modules/profile';
import { createPwaModule } from './modules/pwa';
import { createStaticModule } from './modules/static';

const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

export interface AppDependencies {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
}

/** Builds the whole Koa app without listening: server.ts listens, tests drive it over HTTP. */
export function createApp({ config, dataSource, logger }: AppDependencies): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: config.trustProxy });
  // Errors reach the client through errorMiddleware; this only sees failures after the answer
  // started. A client that hangs up mid-download is normal traffic, not a server fault.
  app.on('error', (error: unknown) => {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && CLIENT_GONE.has(code))
      logger.debug({ code }, 'client went away');
    else logger.error({ err: error }, 'response failed');
  });

  const auth = createAuthModule(dataSource);
  const profile = createProfileModule(dataSource, auth.session);
  const pwa = createPwaModule(config.staticRoot, auth.session);
  const statics = createStaticModule(config, auth.session, logger);

  app.use(requestLog(logger));
  app.use(errorMiddleware(logger));
  app.use(securityHeaders());
  // Before the body parser and any session: a forged API call is refused having changed nothing.
  app.use(auth.csrfGuard);
  app.use(parseBodies());
  for (const router of [auth.router, profile.router, pwa.router, statics.router]) {
    app.use(router.routes());
  }
  app.use(notFound());
  return app;
}
