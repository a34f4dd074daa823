import Koa from 'koa';
import type { DataSource } from 'typeorm';
import { accountMergers } from './account-mergers';
import type { Config } from './config';
import { parseBodies } from './http/body-parser';
import type { AppState } from './http/app-state';
import { errorMiddleware } from './http/error.middleware';
import { notFound } from './http/not-found.middleware';
import { requestLog } from './http/request-log.middleware';
import { securityHeaders } from './http/security-headers.middleware';
import { apiTrailingSlash } from './http/api-trailing-slash.middleware';
import { refuseNulInPath } from './http/url-guard.middleware';
import type { Logger } from './logger';
import { createAccessModule } from './modules/access';
import { AI_LARGE_BODIES, createAiAssistantModule } from './modules/ai-assistant';
import { createAlertsModule } from './modules/alerts';
import {
  AnonymousAccountsSweeper,
  createAuthModule,
  type AccountMerger,
  type SweepReport,
} from './modules/auth';
import {
  createCreatorModule,
  creatorQueueCounts,
  docRenderInput,
  rowOfDoc,
  type RenderPort,
} from './modules/creator';
import { DocThumbnails, thumbnailAccountFiles } from './modules/doc-thumbnails';
import { createDeliveryModule } from './modules/delivery';
import { createDocsModule } from './modules/docs';
import { createHealthModule } from './modules/health';
import { createDriveModule } from './modules/drive';
import { createEmbedModule, databaseEmbedTargets } from './modules/embed';
import { PeriodicLeases } from './modules/leases';
import { createLicencesModule } from './modules/licences';
import { createMailModule } from './modules/mail';
import { createNameGrammarRoutes } from './modules/name-grammar';
import { createOAuthModule } from './modules/oauth';
import { createPaymentsModule, type PaymentProviders } from './modules/payments';
import { createPaymentProviders } from './modules/payments/providers';
import { createBankPapersRoutes } from './modules/payments/bank-papers';
import { SharingService } from './modules/sharing';
import { createProfileModule, profileAccountFiles } from './modules/profile';
import { createPrintOrderModule, printPaymentsOf } from './modules/print-order';
import { createPrintPresentModule } from './modules/print-present';
import { createPrivateFilesModule } from './modules/private-files';
import { createPwaModule } from './modules/pwa';
import { createMassDownloadsRoutes, createReadyModule, readyAccountFiles } from './modules/ready';
import { createRedactorModule, docImagesAccountFiles } from './modules/redactor';
import { createRenderEngine, DEFAULT_CHROMIUM_PATH, RENDER_DEFAULTS } from './modules/render';
import { createSpreadsheetModule, SPREADSHEET_LARGE_BODIES } from './modules/spreadsheet';
import { createStaticModule } from './modules/static';
import { createStorageModule, createStorageRouter, PdfPreviews } from './modules/storage';
import { createTelegramModule } from './modules/telegram';
import { createTemplatesModule, DEFAULT_CATALOGUE_DIR } from './modules/templates';
import {
  configureMakets,
  createWorkshopModule,
  withWorkshopTemplates,
  workshopAccountFiles,
  workshopCards,
  WorkshopTemplate,
  WORKSHOP_LARGE_BODIES,
  type SceneRenderer,
} from './modules/workshop';
import { createYadiskModule } from './modules/yadisk';
import { systemClock, type Clock } from './shared/clock';
import { createFileStore, guardedFileStore } from './shared/file-store';
import { UsageLimits } from './modules/usage-limits';
import { createUnsubscribeRoutes, MassMailService } from './modules/mass-mail';
import { createVerificationModule } from './modules/verification';
import { createPrintersModule } from './modules/printers';
import { createAuditModule } from './modules/audit';
import { createStampVaultModule, MadeFileStampLog } from './modules/stamp-vault';
import { createParentLinksModule } from './modules/parent-links';

/**
 * Each instance's timer asks once a day; the turn lasts a little less, so the next day's first
 * asker gets it even when the instances' timers drift.
 */
const SWEEP_LEASE_MS = 23 * 60 * 60 * 1000;

const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

export interface AppDependencies {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  /** "Now" for sessions, codes, rate limits and licences; tests move it forward. */
  clock?: Clock;
  /** How sign-in slowing waits (default a timer; tests move their clock instead). */
  sleep?: (ms: number) => Promise<void>;
  /** The rendered template catalogue (default: @gramota/template-artwork's dist/catalogue). */
  catalogueDir?: string;
  /** The render engine; default createRenderEngine (Chromium starts with the first render). */
  renderEngine?: RenderPort;
  /** Payment providers by operator (default: the configured ones, see createPaymentProviders). */
  paymentProviders?: PaymentProviders;
  /** Run after every module's own account merger (tests watch a merge inside its transaction). */
  moreAccountMergers?: readonly AccountMerger[];
}

/** The Koa app plus what must stop before the database closes: the creator's job queue. */
export type GramotaApp = Koa<AppState> & {
  /** Stops taking jobs, lets running renders finish and closes the render engine. */
  stop(): Promise<void>;
  /** SIGTERM came: /readyz answers 503 so balancers stop sending requests here. */
  startDraining(): void;
  /** Removes anonymous accounts unused for ANONYMOUS_RETENTION_DAYS (server.ts runs it daily). */
  sweepAnonymousAccounts(): Promise<SweepReport>;
  /**
   * The daily sweep when it is this instance's turn (a lease in the database, modules/leases):
   * with several instances it runs once a day, not once per instance. null: another holds it.
   */
  sweepWhenDue(): Promise<SweepReport | null>;
  /** This process's slots for drawing uploaded PDFs' first pages (what draws and waits now). */
  pdfPreviews: PdfPreviews;
  /**
   * One round of the drive mailer now, after the one under way (its timer runs one every few
   * seconds): what a round does not send is not due. Tests use it instead of waiting for rounds.
   */
  sendDueMail(): Promise<number>;
};

/** Builds the whole Koa app without listening: server.ts listens, tests drive it over HTTP. */
export function createApp({
  config,
  dataSource,
  logger,
  clock = systemClock,
  sleep,
  catalogueDir,
  renderEngine,
  paymentProviders,
  moreAccountMergers = [],
}: AppDependencies): GramotaApp {
  // Behind TRUST_PROXY_HOPS proxies, ctx.ip is the address the outermost one saw (X-Forwarded-For
  // read from the right) and ctx.secure follows X-Forwarded-Proto; without TRUST_PROXY neither
  // header is read. (The /outbox/ page checks the socket itself.)
  const app = new Koa<AppState>({
    proxy: config.trustProxy,
    maxIpsCount: config.trustProxy ? config.trustProxyHops : 0,
  });
  // Errors reach the client through errorMiddleware; this only sees failures after the answer
  // started. A client that hangs up mid-download is normal traffic, not a server fault.
  app.on('error', (error: unknown) => {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && CLIENT_GONE.has(code))
      logger.debug({ code }, 'client went away');
    else logger.error({ err: error }, 'response failed');
  });

  // Every file the app keeps: DATA_DIR, or a bucket shared by all instances (issue 33).
  const storeItself = createFileStore({ dataDir: config.dataDir, s3: config.s3 });
  // First, so the latency histogram times every answer, errors included (issue 33).
  const health = createHealthModule({
    dataSource,
    dataDir: config.dataDir,
    fileStore: storeItself,
    chromiumPath: config.chromiumPath || DEFAULT_CHROMIUM_PATH,
    redisUrl: config.redis?.url,
    metricsToken: config.metricsToken,
  });
  app.use(health.metrics.httpTimer());
  health.metrics.watchQueue(() => creatorQueueCounts(dataSource));
  const fileStore = guardedFileStore(storeItself, (operation) =>
    health.metrics.fileStoreFailed(operation),
  );
  app.use(health.closeWhenDraining);

  // One counter of the channels that cost money or reach people (AI, mail, uploads), in the database.
  const usageLimits = new UsageLimits(dataSource, clock);
  const mail = createMailModule(config, logger, (result) => health.metrics.mailHandled(result));
  const auth = createAuthModule({
    dataSource,
    config,
    clock,
    mail: mail.mail,
    sleep,
    accountMergers: [...accountMergers(fileStore), ...moreAccountMergers],
  });
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
    outbox: mail.outboxHint,
  });
  const yadisk = createYadiskModule({
    dataSource,
    config: config.yadisk,
    publicUrl: config.publicUrl,
    session,
    clock,
    logger,
  });
  // The stamp and signature vault and its audit log (issue 37): the profile's stamps are written
  // to the log, their pictures shown by the vault's rule, placing one checked when a doc is saved.
  const audit = createAuditModule({
    dataSource,
    clock,
    session,
    retentionDays: config.auditRetentionDays,
  });
  // Holders hear of a request to place a stamp through their alerts.
  const alerts = createAlertsModule(dataSource, session, clock);
  const stampVault = createStampVaultModule({
    dataSource,
    clock,
    session,
    log: audit.log,
    members: access.access,
    alerts: alerts.alerts,
  });
  const profile = createProfileModule({
    stampLog: audit.log,
    stampSight: stampVault.vault,
    // The workshop is made further down; a stamp is deleted only once the app serves requests.
    stampRemoved: async (accountId, stampId) => {
      await workshop.pages.redrawShowing(accountId, stampId);
    },
    dataSource,
    fileStore,
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
    workshopCards: (userId) => workshopCards(dataSource, userId),
  });
  // Documents are made from catalogue templates and from the teachers' own ('ws:{id}:0').
  // One record of who templates are shared with: the workshop's share calls write it, the
  // template lookup reads it (a colleague may make documents from a shared template).
  const sharing = new SharingService(dataSource, auth.users, clock);
  const templateSets = withWorkshopTemplates(dataSource, templates.templates, sharing);
  const engine =
    renderEngine ??
    createRenderEngine({
      fileStore,
      catalogueDir,
      chromiumPath: config.chromiumPath,
      pages: RENDER_DEFAULTS.pages,
      stamps: profile.stamps,
    });
  // The workshop's layouts are read from the same catalogue folder as the templates.
  configureMakets(catalogueDir ?? DEFAULT_CATALOGUE_DIR, logger);
  // The workshop's page pictures: the engine's scene renderer (render module's renderScene).
  const workshop = createWorkshopModule({
    stampGate: stampVault.placements,
    dataSource,
    session,
    clock,
    logger,
    fileStore,
    licences: licences.licences,
    renderer: 'renderScene' in engine ? (engine as unknown as SceneRenderer) : undefined,
    sharing,
    publicUrl: config.publicUrl,
    usageLimits,
  });
  // The sandbox checkout (unless PAY_SANDBOX=off), YooKassa and PayPal when configured.
  const payProviders = createPaymentProviders(config, {
    publicOrigin: config.publicUrl,
    dataSource,
    clock,
    logger,
  });
  // Payments (issue 19): records, checkouts, what a verified payment grants, team licences.
  const payments = createPaymentsModule({
    dataSource,
    session,
    clock,
    logger,
    publicUrl: config.publicUrl,
    providers: paymentProviders ?? payProviders.providers,
    licences: licences.licences,
    template: async (templateId) => {
      const set = await templates.templates.templateSet(templateId, { availableOnly: true });
      return set ? { name: set.name, category: set.category } : null;
    },
    ownsWorkshopTemplate: (userId, templateId) =>
      dataSource.getRepository(WorkshopTemplate).existsBy({ id: Number(templateId), userId }),
    papers: (payment) => bankPapers.papers.urls(payment),
  });
  // Bank transfers' invoice and act PDFs (issue 19), drawn on the render engine's pool.
  const bankPapers = createBankPapersRoutes({
    dataSource,
    session,
    clock,
    logger,
    dataDir: config.dataDir,
    fileStore,
    printer: engine,
    seller: config.payments?.seller,
    payments: {
      findOwn: (userId, dataId) => payments.payments.findOwn(userId, dataId),
      settings: (userId) => payments.settings.requisites(userId),
    },
  });
  // Documents' own thumbnails come from the engine in this process; with separate render workers
  // (REDIS_URL) the web server renders nothing, and lists show the templates' pictures.
  const docThumbnails = config.redis
    ? undefined
    : new DocThumbnails({
        fileStore,
        engine,
        source: (userId, docId) =>
          docRenderInput(docs.services.getDoc, templateSets)(userId, docId),
        logger,
      });
  const docs = createDocsModule({
    dataSource,
    session,
    clock,
    templates: templateSets,
    licences: licences.licences,
    catalogueDir,
    workshop: workshop.plan,
    renderedThumbnails: docThumbnails,
    // A copy keeps only the stamps its maker may place (issue 37).
    stamps: stampVault.placements,
  });
  const redactor = createRedactorModule({
    fileStore,
    session,
    editor: docs.services.editor,
    templates: templateSets,
    licences: licences.licences,
    settings: profile.profiles,
    stamps: stampVault.forEditor,
  });
  // Verifiable documents (issue 35): the records behind the public page /v/{id}, the documents'
  // choices and revocations; the creator reserves a file's ID when it queues the job.
  const verification = createVerificationModule({
    dataSource,
    clock,
    usageLimits,
    session,
    fileStore,
    publicUrl: config.publicUrl,
    signingSecret: config.verifySigningSecret,
  });
  // Printing onto pre-printed blanks (issue 36): the account's calibrated printers.
  const printers = createPrintersModule({ dataSource, clock, session, engine });
  const creator = createCreatorModule({
    publicUrl: config.publicUrl,
    verification: verification.issuer,
    printers: printers.printers,
    dataSource,
    session,
    clock,
    logger,
    fileStore,
    onJobSettled: (outcome, seconds) => health.metrics.jobSettled(outcome, seconds),
    madeFiles: new MadeFileStampLog(dataSource, audit.log),
    docs: docs.services.getDoc,
    templates: templateSets,
    licences: licences.licences,
    engine,
    concurrency: RENDER_DEFAULTS.pages,
    redis: config.redis,
    donations: payments.payments,
  });
  const ready = createReadyModule({
    dataSource,
    session,
    pending: creator.creator,
    clock,
    fileStore,
    logger,
  });
  // Print orders (issue 19): the cart, orders paid by prepay-print records, the operator's view.
  const printOrder = createPrintOrderModule({
    dataSource,
    clock,
    logger,
    session,
    payments: printPaymentsOf(payments),
    fileStore,
  });
  // Links for parents (issue 37): one per pupil of a class run, opened on the share-to-phone
  // page until they expire or are revoked; making, revoking and gone links go to the audit log.
  const parentLinks = createParentLinksModule({
    dataSource,
    clock,
    session,
    log: audit.log,
    publicUrl: config.publicUrl,
    engine,
    docName: async (accountId, docId) =>
      (await docs.services.getDoc.renderSource(accountId, docId))?.name ?? null,
    withLock: (key, work) => usageLimits.withLock(key, work),
  });
  // E-mail, storage, print order and share-to-mobile of the account's made files (seed 001 §7).
  const delivery = createDeliveryModule({
    dataSource,
    session,
    clock,
    fileStore,
    mail: mail.mail,
    accounts: auth.accounts,
    pending: creator.creator,
    storage: createStorageModule(dataSource, fileStore, clock).storage,
    printOrder: printOrder.printOrder,
    sharedLinks: parentLinks.links,
  });
  // Drive create (issue 15): a mass run into a Drive group, each file mailed to its row's address.
  // Rows are checked and queued by the creator's mass creation (masscreate's own service).
  // Drive mass mail's rules (issue 28): confirmed sender, daily caps, unsubscribes, the record.
  const massMail = new MassMailService({
    dataSource,
    clock,
    usageLimits,
    publicUrl: config.publicUrl,
    limits: config.massMail,
  });
  const drive = createDriveModule({
    dataSource,
    session,
    clock,
    logger,
    fileStore,
    host: new URL(config.publicUrl).hostname,
    mail: mail.mail,
    massMail,
    docs: docs.services.getDoc,
    licences: licences.licences,
    massRows: {
      checkRow: (doc, values) => void rowOfDoc(doc, values),
      queueRow: (userId, docId, massId, values, row, gender) =>
        creator.mass.create(userId, docId, massId, values, row, gender),
    },
  });
  // Messenger and cloud disk delivery of the account's made files (seed 001 §4).
  const loadFiles = (userId: string, ids: number[]) => delivery.files.load(userId, ids);
  // A mass run's files as one ZIP or one PDF (issue 15), loaded as delivery loads files.
  const massDownloads = createMassDownloadsRoutes({
    session,
    files: loadFiles,
    // The class ZIP holds each pupil's Open Badges credential beside the PDF (issue 35).
    credentials: verification.credentials.available
      ? (userId, readyIds, language) =>
          verification.credentials.forReadyFiles(userId, readyIds, language)
      : undefined,
    docName: async (userId, docId) =>
      (await docs.services.getDoc.renderSource(userId, docId))?.name ?? null,
  });
  const telegram = createTelegramModule({
    dataSource,
    config: config.telegram,
    session,
    clock,
    logger,
    loadFiles,
  });
  // Mass creation's table, file and sheet-link import and class lists (issue 15).
  const spreadsheet = createSpreadsheetModule({
    dataSource,
    session,
    clock,
    docs: docs.services.getDoc,
    licences: licences.licences,
    sheets: config.sheets,
    usageLimits,
    tableReading: config.tableReading,
  });
  // Made files and storage copies: their owner's (or a granted access's) session only.
  const privateFiles = createPrivateFilesModule({
    dataSource,
    session,
    clock,
    fileStore,
    sharing,
  });
  // Areas framed by other sites, authenticated by the owner's embed links (not by cookies).
  const embed = createEmbedModule({
    dataSource,
    session,
    clock,
    users: auth.users,
    publicUrl: config.publicUrl,
    targets: databaseEmbedTargets(dataSource),
  });
  // The editor's AI writing assistant (issue 20): the caller's own documents only.
  const aiAssistant = createAiAssistantModule({
    dataSource,
    session,
    clock,
    logger,
    documents: docs.services.editor,
    usageLimits,
    config: config.ai,
  });
  const statics = createStaticModule(config, session, logger, fileStore);

  app.use(requestLog(logger));
  app.use(errorMiddleware(logger));
  app.use(securityHeaders());
  // `/api/x` is `/api/x/` for the guards and routers alike (seed calls written without the slash).
  app.use(apiTrailingSlash());
  // Providers' signed notifications: no session, no CSRF header, the raw body (its own reader).
  app.use(payments.webhookRouter.routes());
  // Before the body parser and any session: a forged API call is refused having changed nothing.
  app.use(auth.csrfGuard);
  app.use(embed.guard);
  app.use(refuseNulInPath());
  app.use(
    parseBodies([
      ...redactor.largeBodies,
      ...SPREADSHEET_LARGE_BODIES,
      ...WORKSHOP_LARGE_BODIES,
      ...AI_LARGE_BODIES,
    ]),
  );
  app.use(embed.bodyCheck);
  // Per process on purpose: the slots share this machine's cores (each instance is fair on its own).
  const pdfPreviews = new PdfPreviews(config.pdfPreview);
  const routers = [
    health.router,
    auth.router,
    embed.router,
    access.router,
    licences.router,
    alerts.router,
    // The printed-copies offer's texts, the operator's or the built-in ones (seed 000 §7).
    createPrintPresentModule(fileStore, session, logger).router,
    payments.router,
    bankPapers.router,
    printOrder.router,
    oauth.router,
    profile.router,
    pwa.router,
    mail.router,
    // Before statics: /data/templates/* is served from the catalogue, not from DATA_DIR/public.
    templates.router,
    ...docs.routers,
    ...redactor.routers,
    aiAssistant.router,
    workshop.router,
    creator.router,
    printers.router,
    audit.router,
    stampVault.router,
    parentLinks.router,
    verification.apiRouter,
    ...spreadsheet.routers,
    // The table screen's names in a grammatical case (issue 29).
    createNameGrammarRoutes(session),
    ready.router,
    createStorageRouter({
      dataSource,
      session,
      clock,
      dataDir: config.dataDir,
      fileStore,
      logger,
      sharing,
      publicUrl: config.publicUrl,
      pdfPreviews,
    }),
    massDownloads,
    // Before statics: /app/s/{code}/ and /data/qr/index.php are not the SPA or DATA_DIR files.
    ...delivery.routers,
    telegram.router,
    drive.router,
    // Before statics: a drive message's List-Unsubscribe page (/unsubscribe/{token}).
    createUnsubscribeRoutes(massMail),
    // Before statics: the public verification page of a made file (/v/{id}), no app JavaScript.
    verification.publicRouter,
    yadisk.routes(loadFiles),
    // Before statics: /data/doc/* and /data/storage/* are personal files, not public ones.
    privateFiles.router,
    // The sandbox provider's checkout page (/pay-sandbox/checkout/{ref}/), not the SPA.
    payProviders.sandboxRouter,
    statics.router,
  ];
  for (const router of routers) app.use(router.routes());
  app.use(notFound());
  creator.queue.start();
  drive.mailer.start();
  const sweeper = new AnonymousAccountsSweeper(
    dataSource,
    clock,
    logger,
    config.anonymousRetentionDays,
    [
      readyAccountFiles(),
      docImagesAccountFiles(),
      thumbnailAccountFiles(fileStore),
      profileAccountFiles(),
      workshopAccountFiles(),
    ],
    fileStore,
  );
  const sweepAnonymous = async (): Promise<SweepReport> =>
    config.anonymousRetentionDays > 0 ? sweeper.sweep() : { removedAccounts: 0, removedFiles: 0 };
  const leases = new PeriodicLeases(dataSource, clock);
  return Object.assign(app, {
    pdfPreviews,
    startDraining: health.startDraining,
    sendDueMail: () => drive.mailer.roundNow(),
    stop: async () => {
      await drive.mailer.stop();
      // Papers still being drawn finish before the engine and the database close.
      await bankPapers.papers.idle();
      await creator.queue.stop();
      await spreadsheet.stop();
      storeItself.close();
    },
    sweepAnonymousAccounts: sweepAnonymous,
    // The day's turn also drops audit events past AUDIT_RETENTION_DAYS (issue 37).
    sweepWhenDue: async (): Promise<SweepReport | null> => {
      if (!(await leases.claim('anonymous-sweep', SWEEP_LEASE_MS))) return null;
      const report = await sweepAnonymous();
      await audit.log.prune();
      return report;
    },
  });
}
