import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SESSION_COOKIE,
  type LoginCheckAnswer,
} from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { createApp, type AppDependencies, type GramotaApp } from '../app';
import type { SweepReport } from '../modules/auth';
import type { RenderPort } from '../modules/creator';
import type { Config } from '../config';
import { createLogger } from '../logger';
import { writeFakeFrontEnd } from './fake-front-end';
import { madeForBlock } from './made-for-block';
import {
  createTestDatabase,
  reopenTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from './test-database';

export { databases, type DatabaseKind } from './test-database';

export interface TestRequestInit extends RequestInit {
  /** A `name=value` cookie pair to send. */
  cookie?: string;
  /** Send the X-Requested-With header (default true, as the front ends always do). */
  csrf?: boolean;
}

/** Time the app sees: the real clock plus an offset that tests move forward (no sleeping). */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  reset(): void;
  /** The app's waits (sign-in slowing): time moves forward at once, each wait is listed in `slept`. */
  sleep(ms: number): Promise<void>;
  slept: number[];
}

export function createTestClock(): TestClock {
  let offset = 0;
  const slept: number[] = [];
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
    sleep: async (ms) => {
      slept.push(ms);
      offset += ms;
    },
    slept,
  };
}

/** argon2id made cheap for tests (the production defaults cost ~64 MiB and tens of ms per hash). */
export const TEST_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface TestApp {
  baseUrl: string;
  config: Config;
  dataSource: DataSource;
  clock: TestClock;
  /** fetch() against the running app. */
  request(pathAndQuery: string, init?: TestRequestInit): Promise<Response>;
  /** A raw HTTP GET with the path sent byte for byte (fetch would normalise `..` away). */
  rawGet(
    rawPath: string,
    headers?: http.OutgoingHttpHeaders,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>;
  /** The app's anonymous account sweep (server.ts runs it daily), on the test clock. */
  sweepAnonymousAccounts(): Promise<SweepReport>;
  /** The daily timer's call: the sweep when this instance gets the day's lease, else null. */
  sweepWhenDue(): Promise<SweepReport | null>;
  /** Removes the database and the data folder (after stopping the app). */
  close(): Promise<void>;
  /**
   * Stops the app (its job queue too) and closes its database connection, keeping the database
   * and DATA_DIR for `startTestApp(kind, { restartOf })`: a server restart.
   */
  stop(): Promise<void>;
  /** Internal: what a restart reuses. */
  readonly kept: { root: string; database: TestDatabase };
  /** The Koa app itself (e.g. to list its routers' routes). */
  readonly koa: GramotaApp;
}

export interface TestAppOptions {
  /** Write the stand-in front-end build (default true). */
  frontEnd?: boolean;
  /** Config values to change, e.g. `{ trustProxy: true }`, `{ smtpUrl }`, `{ oidcProviders }`. */
  config?: Partial<
    Pick<
      Config,
      | 'trustProxy'
      | 'trustProxyHops'
      | 'outboxPage'
      | 'smtpUrl'
      | 'mailFrom'
      | 'massMail'
      | 'oidcProviders'
      | 'publicUrl'
      | 'chromiumPath'
      | 'telegram'
      | 'yadisk'
      | 'redis'
      | 'anonymousRetentionDays'
      | 'auditRetentionDays'
      | 'frameAncestors'
      | 'sheets'
      | 'tableReading'
      | 'ai'
      | 'pdfPreview'
      | 'payments'
      | 'metricsToken'
      | 's3'
      | 'verifySigningSecret'
    >
  >;
  /** A render engine stand-in (default: the real engine, Chromium starting with the first job). */
  renderEngine?: RenderPort;
  /** Start again on a stopped app's database and DATA_DIR (as a server restart would). */
  restartOf?: TestApp;
  /**
   * A second instance beside a running app: its own port, connection and clock, the same
   * database and DATA_DIR (issue 33: several backends). Closing it leaves both to the first.
   */
  besideOf?: TestApp;
  /** A rendered template catalogue to load (default: an empty folder, so no templates). */
  catalogueDir?: string;
  /** Payment providers by operator (default: none). */
  paymentProviders?: AppDependencies['paymentProviders'];
  /** Account mergers run after the app's own (a test watching a merge). */
  moreAccountMergers?: AppDependencies['moreAccountMergers'];
}

/**
 * The real app on a free port, with a temporary DATA_DIR and STATIC_ROOT and a real migrated
 * database of the given kind. Everything is removed again by close().
 */
export async function startTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const earlier = options.restartOf ?? options.besideOf;
  const root = earlier?.kept.root ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-test-'));
  const dataDir = path.join(root, 'data');
  const staticRoot = path.join(root, 'static');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(staticRoot, { recursive: true });
  if (options.frontEnd !== false) writeFakeFrontEnd(staticRoot);

  const database = earlier
    ? await reopenTestDatabase(earlier.kept.database)
    : await createTestDatabase(kind, dataDir);
  // Listen first: the public URL (OAuth redirect URIs) is the port the system hands out.
  let handle: http.RequestListener = (_request, response) => response.end();
  const server = http.createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const config: Config = {
    port,
    host: '127.0.0.1',
    dataDir,
    database: database.config,
    logLevel: 'silent',
    staticRoot,
    nodeEnv: 'test',
    trustProxy: false,
    trustProxyHops: 1,
    mailFrom: 'Gramota test <no-reply@gramota.test>',
    oidcProviders: [],
    publicUrl: baseUrl,
    frameAncestors: [],
    passwordHashing: TEST_PASSWORD_HASHING,
    anonymousRetentionDays: 90,
    auditRetentionDays: 1095,
    shutdownGraceSeconds: 10,
    // The sandbox checkout is on here, as an operator turns it on (PAY_SANDBOX=on); a test of the
    // default passes `payments: {}`.
    payments: { sandbox: {} },
    // Credentials are signed as on a server whose operator set VERIFY_SIGNING_SECRET.
    verifySigningSecret: 'test-secret-sealing-the-issuer-signing-keys',
    ...options.config,
  };
  const clock = createTestClock();
  const app = createApp({
    config,
    dataSource: database.dataSource,
    logger: createLogger('silent'),
    clock: clock.now,
    sleep: clock.sleep,
    catalogueDir: options.catalogueDir ?? path.join(root, 'catalogue'),
    renderEngine: options.renderEngine,
    paymentProviders: options.paymentProviders,
    moreAccountMergers: options.moreAccountMergers,
  });
  handle = app.callback();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.stop();
    if (database.dataSource.isInitialized) await database.dataSource.destroy();
  };

  return {
    baseUrl,
    config,
    dataSource: database.dataSource,
    clock,
    request(pathAndQuery, init = {}) {
      const { cookie, csrf = true, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (csrf) headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
      if (cookie) headers.set('Cookie', cookie);
      return fetch(`${baseUrl}${pathAndQuery}`, { redirect: 'manual', ...rest, headers });
    },
    rawGet(rawPath, headers = {}) {
      return new Promise((resolve, reject) => {
        const request = http.get(
          { host: '127.0.0.1', port, path: rawPath, headers },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
            );
          },
        );
        request.on('error', reject);
      });
    },
    sweepAnonymousAccounts: () => app.sweepAnonymousAccounts(),
    sweepWhenDue: () => app.sweepWhenDue(),
    kept: { root, database },
    koa: app,
    stop,
    async close() {
      await stop();
      if (options.besideOf) return;
      await database.drop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * The app a describe block's tests share: started on `kind` before them (its options read then,
 * so they may name what the file's beforeAll made), closed after them; the clock is put back after
 * each test, so every test starts on the real time.
 */
export function appForBlock(
  kind: DatabaseKind,
  options: () => TestAppOptions = () => ({}),
): TestApp {
  const app = madeForBlock(
    () => startTestApp(kind, options()),
    (made) => made.close(),
  );
  afterEach(() => app.clock.reset());
  return app;
}

/** The JSON body of an answer, typed by the caller (fetch itself only promises `unknown`). */
export async function readJson<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The session cookie from a response, as `name=value` ready to send back; undefined if none was set. */
export function sessionCookieFrom(response: Response): string | undefined {
  const header = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return header?.split(';')[0];
}

/**
 * Starts a session the way a browser does and keeps something (an empty settings change), so the
 * anonymous account is stored; returns its cookie and api key.
 */
export async function newVisitor(app: TestApp): Promise<{ cookie: string; userKey: string }> {
  const response = await app.request('/api/login-check/');
  const cookie = sessionCookieFrom(response);
  if (!cookie) throw new Error('login-check set no session cookie');
  const body = await readJson<LoginCheckAnswer>(response);
  const kept = await app.request('/api/profile-set-settings/', {
    cookie,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'settings=%7B%7D',
  });
  if (kept.status !== 200) throw new Error(`profile-set-settings: ${kept.status}`);
  return { cookie, userKey: body.user_key };
}
