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
import { createAccessModule } from './modules/access';
import { createAuthModule } from './modules/auth';
import { createCreatorModule, docRenderInput, type RenderPort } from './modules/creator';
import { DocThumbnails } from './modules/doc-thumbnails';
import { createDeliveryModule } from './modules/delivery';
import { createDocsModule } from './modules/docs';
import { createLicencesModule } from './modules/licences';
import { createMailModule } from './modules/mail';
import { createOAuthModule } from './modules/oauth';
import { createProfileModule } from './modules/profile';
import { createPrintOrderModule } from './modules/print-order';
import { createPwaModule } from './modules/pwa';
import { createReadyModule } from './modules/ready';
import { createRedactorModule } from './modules/redactor';
import { createRenderEngine, RENDER_DEFAULTS } from './modules/render';
import { createStaticModule } from './modules/static';
import { createStorageModule } from './modules/storage';
import { createTelegramModule } from './modules/telegram';
import { createTemplatesModule } from './modules/templates';
import { createYadiskModule } from './modules/yadisk';
import { systemClock, type Clock } from './shared/clock';

const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

export interface AppDependencies {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  /** "Now" for sessions, codes, rate limits and licences; tests move it forward. */
  clock?: Clock;
  /** The rendered template catalogue (default backend/catalogue-dist). */
  catalogueDir?: string;
  /** The render engine; default createRenderEngine (Chromium starts with the first render). */
  renderEngine?: RenderPort;
}

/** The Koa app plus what must stop before the database closes: the creator's job queue. */
export type GramotaApp = Koa<AppState> & {
  /** Stops taking jobs, lets running renders finish and closes the render engine. */
  stop(): Promise<void>;
};

/** Builds the whole Koa app without listening: server.ts listens, tests drive it over HTTP. */
export function createApp({
  config,
  dataSource,
  logger,
  clock = systemClock,
  catalogueDir,
  renderEngine,
}: AppDependencies): GramotaApp {
  const app = new Koa<AppState>({ proxy: config.trustProxy });
  // Errors reach the client through errorMiddleware; this only sees failures after the answer
  // started. A client that hangs up mid-download is normal traffic, not a server fault.
  app.on('error', (error: unknown) => {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && CLIENT_GONE.has(code))
      logger.debug({ code }, 'client went away');
    else logger.error({ err: error }, 'response failed');
  });

  const mail = createMailModule(config, logger);
  const auth = createAuthModule({ dataSource, config, clock, mail: mail.mail });
  // Every router below mounts `auth.session`; the access module extends it with the grant check.
  const session = auth.session;
  const access = createAccessModule(dataSource, auth, session, clock);
  const licences = createLicencesModule(dataSource, session, clock);
  const oauth = createOAuthModule({
    dataSource,
    config,
    auth,
    session,
    clock,
    logger,
    outbox: mail.mail.usesOutbox,
  });
  const yadisk = createYadiskModule({
    dataSource,
    config: config.yadisk,
    publicUrl: config.publicUrl,
    session,
    clock,
    logger,
  });
  const profile = createProfileModule({
    dataSource,
    dataDir: config.dataDir,
    users: auth.users,
    session,
    clock,
    licences: licences.licences,
    access: access.access,
    oauth: oauth.oauth,
    cloudDisk: yadisk,
  });
  const pwa = createPwaModule(config.staticRoot, session, licences.licences);
  const templates = createTemplatesModule({
    dataSource,
    session,
    clock,
    logger,
    licences: licences.licences,
    catalogueDir,
  });
  const engine =
    renderEngine ??
    createRenderEngine({
      dataDir: config.dataDir,
      catalogueDir,
      chromiumPath: config.chromiumPath,
      pages: RENDER_DEFAULTS.pages,
      stamps: profile.stamps,
    });
  // Documents' own thumbnails come from the engine in this process; with separate render workers
  // (REDIS_URL) the web server renders nothing, and lists show the templates' pictures.
  const docThumbnails = config.redis
    ? undefined
    : new DocThumbnails({
        dataDir: config.dataDir,
        engine,
        source: (userId, docId) =>
          docRenderInput(docs.services.getDoc, templates.templates)(userId, docId),
        logger,
      });
  const docs = createDocsModule({
    dataSource,
    session,
    clock,
    templates: templates.templates,
    licences: licences.licences,
    catalogueDir,
    renderedThumbnails: docThumbnails,
  });
  const redactor = createRedactorModule({
    dataDir: config.dataDir,
    session,
    editor: docs.services.editor,
    templates: templates.templates,
    licences: licences.licences,
    settings: profile.profiles,
    stamps: profile.stamps,
  });
  const creator = createCreatorModule({
    dataSource,
    session,
    clock,
    logger,
    dataDir: config.dataDir,
    docs: docs.services.getDoc,
    templates: templates.templates,
    licences: licences.licences,
    engine,
    concurrency: RENDER_DEFAULTS.pages,
    redis: config.redis,
  });
  const ready = createReadyModule({
    dataSource,
    session,
    pending: creator.creator,
    clock,
    dataDir: config.dataDir,
    logger,
  });
  // E-mail, storage, print order and share-to-mobile of the account's made files (seed 001 §7).
  const delivery = createDeliveryModule({
    dataSource,
    session,
    clock,
    dataDir: config.dataDir,
    mail: mail.mail,
    accounts: auth.accounts,
    pending: creator.creator,
    storage: createStorageModule(dataSource, config.dataDir, clock).storage,
    printOrder: createPrintOrderModule(dataSource, clock).printOrder,
  });
  // Messenger and cloud disk delivery of the account's made files (seed 001 §4).
  const loadFiles = (userId: string, ids: number[]) => delivery.files.load(userId, ids);
  const telegram = createTelegramModule({
    dataSource,
    config: config.telegram,
    session,
    clock,
    logger,
    loadFiles,
  });
  const statics = createStaticModule(config, session, logger);

  app.use(requestLog(logger));
  app.use(errorMiddleware(logger));
  app.use(securityHeaders());
  // Before the body parser and any session: a forged API call is refused having changed nothing.
  app.use(auth.csrfGuard);
  app.use(parseBodies(redactor.largeBodies));
  const routers = [
    auth.router,
    access.router,
    licences.router,
    oauth.router,
    profile.router,
    pwa.router,
    mail.router,
    // Before statics: /data/templates/* is served from the catalogue, not from DATA_DIR/public.
    templates.router,
    ...docs.routers,
    ...redactor.routers,
    creator.router,
    ready.router,
    // Before statics: /app/s/{code}/ and /data/qr/index.php are not the SPA or DATA_DIR files.
    ...delivery.routers,
    telegram.router,
    yadisk.routes(loadFiles),
    statics.router,
  ];
  for (const router of routers) app.use(router.routes());
  app.use(notFound());
  creator.queue.start();
  return Object.assign(app, { stop: () => creator.queue.stop() });
}
