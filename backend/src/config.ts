import os from 'node:os';
import path from 'node:path';
import { SPREADSHEET_LIMITS, STAMP_VAULT_LIMITS } from '@gramota/contracts';
import { z } from 'zod';
import { REPO_ROOT } from './paths';
import type { S3FileStoreConfig } from './shared/file-store/s3-file-store';
import { httpOrigin } from './shared/origin';

/** Where sheet links are fetched from (modules/spreadsheet/sheet-link.ts). */
export interface SheetsConfig {
  baseUrl: string;
  timeoutMs: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Treats `VAR=` like an unset variable: container env files often carry empty values. */
const optionalString = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().optional(),
);

/** One social sign-in provider (OpenID Connect) from OIDC_PROVIDERS. */
const oidcProviderSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'id: lowercase letters, digits, - and _, at most 32'),
    name: z.string().min(1).max(60),
    issuer: z.url({ protocol: /^https?$/ }),
    client_id: z.string().min(1),
    client_secret: z.string().min(1),
    /** How the client authenticates at the token endpoint (the OpenID Connect default: basic). */
    token_endpoint_auth_method: z
      .enum(['client_secret_basic', 'client_secret_post'])
      .default('client_secret_basic'),
    scope: z.string().default('openid email profile'),
  })
  .strict();

const oidcProvidersSchema = z.preprocess(
  (value, context) => {
    if (value === undefined || value === '') return [];
    try {
      return JSON.parse(String(value));
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON array of providers' });
      return z.NEVER;
    }
  },
  z
    .array(oidcProviderSchema)
    .refine((list) => new Set(list.map((provider) => provider.id)).size === list.length, {
      message: 'provider ids must be unique',
    }),
);

/** An http(s) base URL of an outside service, without the trailing slash. */
const serviceUrl = (fallback: string) =>
  optionalString
    .refine((value) => value === undefined || /^https?:\/\/[^\s]+$/.test(value), {
      message: 'must be an http:// or https:// URL',
    })
    .transform((value) => (value ?? fallback).replace(/\/+$/, ''));

/** FRAME_ANCESTORS: http(s) origins separated by spaces or commas; unset or empty: none. */
const frameAncestorsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : []),
  z.array(
    z
      .string()
      .refine((value) => httpOrigin(value) !== undefined, {
        message:
          'must be http(s) origins (scheme://host[:port], no path) separated by spaces or commas',
      })
      .transform((value) => httpOrigin(value) ?? value),
  ),
);

/** YADISK_UPLOAD_HOSTS: '.suffix', 'host' (https only) or 'scheme://host[:port]' origins. */
const uploadHostsSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== ''
      ? value.split(/[\s,]+/).filter(Boolean)
      : ['.disk.yandex.net'],
  z.array(
    z
      .string()
      .refine(
        (value) => /^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value) || httpOrigin(value) !== undefined,
        {
          message:
            'must be host names (.example.net for a host and its subdomains, https only) or ' +
            'http(s) origins (scheme://host[:port]), separated by spaces or commas',
        },
      )
      .transform((value) => httpOrigin(value) ?? value.toLowerCase()),
  ),
);

/** A whole number between `min` and `max`; unset or empty: `fallback`. */
const intVariable = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : Number(value)),
    z.number().int().min(min).max(max),
  );

/**
 * Reading untrusted tables (TABLE_READ_*, TABLE_UPLOADS_*; issue 28 finding 1): the thread pool
 * that parses uploads and sheet links off the event loop, and how many one account and one client
 * address may send.
 */
export interface TableReadingConfig {
  /** Threads reading at once in this process. */
  workers: number;
  /** Files waiting for a thread; past it the upload is refused (429 reader_busy). */
  queue: number;
  /** One file's time limit; past it the thread is ended (400 table_too_complex). */
  timeoutMs: number;
  /** One thread's heap limit; past it the thread is ended (400 table_too_complex). */
  memoryMb: number;
  /** Uploads and sheet links read per account, and per client address (IPv6: its /64)... */
  perAccount: number;
  perAddress: number;
  /** ...in this many minutes (429 uploads_too_many). */
  windowMinutes: number;
}

export const TABLE_READING_DEFAULTS: TableReadingConfig = {
  workers: Math.max(1, Math.min(2, os.availableParallelism())),
  queue: 8,
  timeoutMs: 10_000,
  memoryMb: 256,
  perAccount: 30,
  perAddress: 60,
  windowMinutes: 10,
};

const tableVariable = (key: keyof TableReadingConfig, min: number, max: number) =>
  intVariable(TABLE_READING_DEFAULTS[key], min, max);

/** AI questions beyond the per-account limits (AI_ADDRESS_*, AI_DAILY_BUDGET) when unset. */
export const AI_USAGE_DEFAULTS: AiUsageConfig = {
  addressPerMinute: 12,
  addressPerDay: 200,
  dailyBudget: 2000,
};

/** Settings that only work together: one set without the other is a mistake, not "off". */
const PAIRED_VARIABLES = [
  ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_BOT_NAME'],
  ['YADISK_CLIENT_ID', 'YADISK_CLIENT_SECRET'],
  ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'],
  ['PAYPAL_CLIENT_ID', 'PAYPAL_SECRET', 'PAYPAL_WEBHOOK_ID'],
  ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
] as const;

const envSchema = z.object({
  PORT: intVariable(3000, 0, 65535),
  HOST: optionalString.transform((value) => value ?? '0.0.0.0'),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    {
      message: 'must be a postgres:// URL (leave it unset for the embedded SQLite database)',
    },
  ),
  LOG_LEVEL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(LOG_LEVELS).default('info'),
  ),
  STATIC_ROOT: optionalString,
  NODE_ENV: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  // Behind a load balancer (ARCHITECTURE §7) X-Forwarded-Proto decides whether the cookie is `secure`.
  TRUST_PROXY: z.preprocess(
    (value) => (value === '' || value === undefined ? 'false' : value),
    z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
  ),
  // How many proxies stand in front when TRUST_PROXY is on: the client address is the one the
  // outermost of them saw (X-Forwarded-For is read from the right; what the client wrote is not).
  TRUST_PROXY_HOPS: intVariable(1, 1, 10),
  // The /outbox/ operator page: unset = on only without SMTP_URL and without TRUST_PROXY.
  OUTBOX_PAGE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(['true', 'false', '1', '0'])
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  ),
  // Unset: e-mails are written to DATA_DIR/outbox/ (listed at /outbox/, see OUTBOX_PAGE).
  SMTP_URL: optionalString.refine((value) => value === undefined || /^smtps?:\/\/./.test(value), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: optionalString.transform((value) => value ?? 'Gramota <no-reply@localhost>'),
  // Drive mass mail (issue 28, finding 5): messages one account, and the whole server, may send
  // in 24 hours; the rest of a run is refused with the reason on its group page.
  MAIL_PER_ACCOUNT_DAY: intVariable(200, 1, 1_000_000),
  MAIL_PER_INSTALLATION_DAY: intVariable(5000, 1, 100_000_000),
  OIDC_PROVIDERS: oidcProvidersSchema,
  // The render engine's browser (ARCHITECTURE §6); unset: /usr/bin/chromium.
  CHROMIUM_PATH: optionalString,
  // Bearer token for GET /metrics (Prometheus); unset: /metrics is not served (issue 33).
  METRICS_TOKEN: optionalString.refine((value) => value === undefined || value.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  PUBLIC_URL: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^/]+$/.test(value.replace(/\/$/, '')),
    { message: 'must be the site origin, e.g. https://gramota.example (no path)' },
  ),
  // Delivery to the messenger and the cloud disk (seed 001 §4); unset: those calls say so.
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_BOT_NAME: optionalString.refine(
    (value) => value === undefined || /^[A-Za-z0-9_]{3,64}$/.test(value),
    { message: "must be the bot's username (letters, digits, _), without @" },
  ),
  TELEGRAM_API_URL: serviceUrl('https://api.telegram.org'),
  TELEGRAM_LINK_URL: serviceUrl('https://t.me'),
  YADISK_CLIENT_ID: optionalString,
  YADISK_CLIENT_SECRET: optionalString,
  YADISK_OAUTH_URL: serviceUrl('https://oauth.yandex.ru'),
  YADISK_API_URL: serviceUrl('https://cloud-api.yandex.net'),
  // Where the disk API's upload links may point (issue 28, finding 9): `.disk.yandex.net` (a host
  // and its subdomains) or `uploader1.disk.yandex.net` (that host), https only; or an origin
  // `http://127.0.0.1:4200` (that scheme, host and port: a local stand-in). Spaces or commas.
  YADISK_UPLOAD_HOSTS: uploadHostsSchema,
  // Online sheet links (seed 001 §5): their CSV export is fetched from this host only.
  SHEETS_BASE_URL: serviceUrl('https://docs.google.com'),
  // Reading uploaded tables and sheet links (issue 28): threads reading at once, files waiting for
  // one (more: 429), one file's time (ms) and heap (MB); tables read per account and per client
  // address in TABLE_UPLOADS_WINDOW_MINUTES (more: 429).
  TABLE_READ_WORKERS: tableVariable('workers', 1, 64),
  TABLE_READ_QUEUE: tableVariable('queue', 0, 10_000),
  TABLE_READ_TIMEOUT_MS: tableVariable('timeoutMs', 100, 600_000),
  TABLE_READ_MEMORY_MB: tableVariable('memoryMb', 32, 16_384),
  TABLE_UPLOADS_PER_ACCOUNT: tableVariable('perAccount', 1, 1_000_000),
  TABLE_UPLOADS_PER_ADDRESS: tableVariable('perAddress', 1, 1_000_000),
  TABLE_UPLOADS_WINDOW_MINUTES: tableVariable('windowMinutes', 1, 10_080),
  // Set: creator jobs go to BullMQ on this Redis and `npm run worker` renders them (ARCHITECTURE §6).
  REDIS_URL: optionalString.refine((value) => value === undefined || /^rediss?:\/\/./.test(value), {
    message: 'must be a redis:// or rediss:// URL',
  }),
  // Anonymous accounts unused this many days are removed with what they hold (0: never).
  ANONYMOUS_RETENTION_DAYS: intVariable(90, 0, 36500),
  AUDIT_RETENTION_DAYS: intVariable(STAMP_VAULT_LIMITS.retentionDays, 30, 36500),
  // Files in an S3-compatible bucket (issue 33); S3_ENDPOINT and S3_BUCKET unset: DATA_DIR.
  S3_ENDPOINT: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^\s/]+\/?$/.test(value),
    {
      message: 'must be the service origin, e.g. https://storage.example or http://127.0.0.1:9000',
    },
  ),
  S3_BUCKET: optionalString.refine(
    (value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
    { message: 'must be a bucket name: 3-63 lowercase letters, digits, . and -' },
  ),
  S3_REGION: optionalString.transform((value) => value ?? 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  // Path-style addresses (endpoint/bucket/key), what self-hosted servers speak; false: virtual hosts.
  S3_FORCE_PATH_STYLE: z
    .preprocess(
      (value) => (value === '' || value === undefined ? 'true' : value),
      z.enum(['true', 'false']),
    )
    .transform((value) => value === 'true'),
  // Several installations may share one bucket, each under its own prefix.
  S3_PREFIX: optionalString.refine(
    (value) => value === undefined || /^[A-Za-z0-9_.-]{1,60}$/.test(value),
    {
      message: 'letters, digits, _, . and -, at most 60',
    },
  ),
  S3_TIMEOUT_MS: intVariable(30_000, 1_000, 600_000),
  // After SIGTERM: how long requests, renders and mails under way may take before they are cut.
  SHUTDOWN_GRACE_SECONDS: intVariable(10, 1, 600),
  // Uploaded PDFs' first pages (storage): drawings at once in this process, PDFs of one account
  // that may wait for a turn (past it: kept with a placeholder picture), and what one drawing may
  // cost: CPU seconds, memory (address space) in MB, wall-clock seconds.
  PDF_PREVIEW_SLOTS: intVariable(2, 1, 64),
  PDF_PREVIEW_WAITING_PER_ACCOUNT: intVariable(3, 0, 100),
  PDF_PREVIEW_CPU_SECONDS: intVariable(10, 1, 600),
  PDF_PREVIEW_MEMORY_MB: intVariable(512, 64, 65536),
  PDF_PREVIEW_TIMEOUT_SECONDS: intVariable(20, 1, 600),
  // Key prefix of the queue in Redis: deployments sharing one Redis each take their own.
  REDIS_PREFIX: optionalString
    .refine((value) => value === undefined || /^[A-Za-z0-9_.-]{1,40}$/.test(value), {
      message: 'letters, digits, _, . and -, at most 40',
    })
    .transform((value) => value ?? 'gramota'),
  // Sites that may show the app's pages in a frame (embedding), besides the app itself.
  FRAME_ANCESTORS: frameAncestorsSchema,
  // Payments (issue 19). The sandbox checkout lets anyone who reaches it grant themselves any
  // licence, so it is opt-in (issue 28): PAY_SANDBOX=on. `npm start` turns it on only while the
  // app listens on this machine's loopback (scripts/start.sh).
  PAY_SANDBOX: z.preprocess(
    (value) => (value === '' || value === undefined ? 'off' : value),
    z
      .enum(['on', 'off', 'true', 'false', '1', '0'])
      .transform((v) => !['off', 'false', '0'].includes(v)),
  ),
  PAY_SANDBOX_URL: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^/\s]+$/.test(value.replace(/\/$/, '')),
    { message: 'must be an origin, e.g. http://localhost:3000 (no path)' },
  ),
  // The secret sealing the accounts' credential signing keys (issue 35): every instance the same.
  VERIFY_SIGNING_SECRET: optionalString.refine(
    (value) => value === undefined || value.length >= 32,
    { message: 'at least 32 characters' },
  ),
  PAY_SANDBOX_SECRET: optionalString.refine((value) => value === undefined || value.length >= 16, {
    message: 'at least 16 characters',
  }),
  YOOKASSA_URL: serviceUrl('https://api.yookassa.ru/v3'),
  YOOKASSA_SHOP_ID: optionalString,
  YOOKASSA_SECRET_KEY: optionalString,
  PAYPAL_URL: serviceUrl('https://api-m.paypal.com'),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_SECRET: optionalString,
  PAYPAL_WEBHOOK_ID: optionalString,
  // Our company's requisites on bank papers (issue 19); unset: placeholders (bank-papers/seller.ts).
  PAY_SELLER_NAME: optionalString,
  PAY_SELLER_INN: optionalString.refine((v) => v === undefined || /^(\d{10}|\d{12})$/.test(v), {
    message: 'must be 10 or 12 digits',
  }),
  PAY_SELLER_KPP: optionalString.refine((v) => v === undefined || /^\d{9}$/.test(v), {
    message: 'must be 9 digits',
  }),
  PAY_SELLER_ADDRESS: optionalString,
  PAY_SELLER_BANK: optionalString,
  PAY_SELLER_BIK: optionalString.refine((v) => v === undefined || /^\d{9}$/.test(v), {
    message: 'must be 9 digits',
  }),
  PAY_SELLER_ACCOUNT: optionalString.refine((v) => v === undefined || /^\d{20}$/.test(v), {
    message: 'must be 20 digits',
  }),
  PAY_SELLER_CORR_ACCOUNT: optionalString.refine((v) => v === undefined || /^\d{20}$/.test(v), {
    message: 'must be 20 digits',
  }),
  PAY_SELLER_DIRECTOR: optionalString,
  PAY_SELLER_ACCOUNTANT: optionalString,
  // The editor's AI writing assistant (issue 20): any OpenAI-compatible chat-completions API.
  // Unset AI_BASE_URL: the assistant says it is not set up. A local server needs no key.
  AI_BASE_URL: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/\S+$/.test(value),
    {
      message: 'must be an http:// or https:// URL, e.g. https://api.openai.com/v1',
    },
  ),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString.transform((value) => value ?? 'gpt-4o-mini'),
  // How long the provider may keep silent: before its first byte, and between two pieces.
  AI_TIMEOUT_MS: intVariable(30_000, 100, 600_000),
  // Questions to the assistant per client address (a minute, a day) and for the whole
  // installation a day; the per-account limits (6 a minute, 100 a day) are the contract's.
  AI_ADDRESS_PER_MINUTE: intVariable(AI_USAGE_DEFAULTS.addressPerMinute, 1, 100_000),
  AI_ADDRESS_PER_DAY: intVariable(AI_USAGE_DEFAULTS.addressPerDay, 1, 10_000_000),
  AI_DAILY_BUDGET: intVariable(AI_USAGE_DEFAULTS.dailyBudget, 1, 100_000_000),
});

/** Variables whose values may hold secrets: named in errors, never echoed. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'OIDC_PROVIDERS',
  'TELEGRAM_BOT_TOKEN',
  'YADISK_CLIENT_SECRET',
  'REDIS_URL',
  'PAY_SANDBOX_SECRET',
  'VERIFY_SIGNING_SECRET',
  'YOOKASSA_SECRET_KEY',
  'PAYPAL_SECRET',
  'AI_API_KEY',
  'METRICS_TOKEN',
  'S3_SECRET_ACCESS_KEY',
]);

export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

/** argon2id cost. Production uses the library defaults; tests lower the memory cost. */
export interface PasswordHashingConfig {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** argon2's own defaults (OWASP-level): 64 MiB, 3 passes, 4 lanes. */
export const DEFAULT_PASSWORD_HASHING: PasswordHashingConfig = {
  memoryCost: 65536,
  timeCost: 3,
  parallelism: 4,
};

/** The messenger bot files are sent by (Telegram Bot API). */
export interface TelegramConfig {
  botToken: string;
  /** The bot's username: the connect link is `${linkUrl}/${botName}?start={code}`. */
  botName: string;
  apiUrl: string;
  linkUrl: string;
}

/** The cloud disk app (Yandex OAuth + Disk REST API). */
export interface YadiskConfig {
  clientId: string;
  clientSecret: string;
  oauthUrl: string;
  apiUrl: string;
  /**
   * Where the API's upload links may point (YADISK_UPLOAD_HOSTS): '.suffix' or 'host' (https
   * only), or an exact origin 'http://127.0.0.1:4200'. Anything else is never sent a file.
   */
  uploadHosts: string[];
}

/**
 * Payment providers (issue 19). `sandbox` undefined: PAY_SANDBOX unset or off. `secret`
 * undefined: the sandbox's signing key is made once per install in DATA_DIR
 * (modules/payments/providers).
 */
export interface PaymentsConfig {
  sandbox?: { url?: string; secret?: string };
  yookassa?: { url: string; shopId: string; secretKey: string };
  paypal?: { url: string; clientId: string; secret: string; webhookId: string };
  /** PAY_SELLER_*: the seller on bank papers; a field unset keeps its placeholder. */
  seller?: Partial<
    Record<
      | 'name'
      | 'inn'
      | 'kpp'
      | 'address'
      | 'bank'
      | 'bik'
      | 'account'
      | 'corrAccount'
      | 'director'
      | 'accountant',
      string
    >
  >;
}

/** The AI writing assistant's provider: an OpenAI-compatible API (AI_BASE_URL ends in /v1). */
export interface AiConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The longest silence before the first byte and between two pieces of an answer. */
  timeoutMs: number;
  /** Unset: AI_USAGE_DEFAULTS. */
  usage?: AiUsageConfig;
}

/** What the assistant may be asked beyond the per-account limits (AI_ADDRESS_*, AI_DAILY_BUDGET). */
export interface AiUsageConfig {
  /** Questions from one client address (IPv6: its /64) in a minute, and in a day. */
  addressPerMinute: number;
  addressPerDay: number;
  /** Questions the whole installation answers in a day (the provider's bill). */
  dailyBudget: number;
}

/**
 * How uploaded PDFs' first pages are drawn (PDF_PREVIEW_*; modules/storage/upload/pdf-previews.ts):
 * how many at once in this process, how many of one account may wait, what one drawing may cost.
 */
export interface PdfPreviewConfig {
  /** Drawings at once in this process (PDF_PREVIEW_SLOTS); an account holds at most one. */
  slots: number;
  /** An account's PDFs waiting for a slot; past it the file is kept with the placeholder. */
  waitingPerAccount: number;
  /** CPU seconds one drawing may use (RLIMIT_CPU): the process is killed past it. */
  cpuSeconds: number;
  /** Address space of one drawing in MB (RLIMIT_AS): past it its allocations fail. */
  memoryMb: number;
  /** Wall-clock seconds one drawing may take. */
  timeoutSeconds: number;
}

/** Files in an S3-compatible bucket (S3_*). */
export type S3Config = S3FileStoreConfig;

/** The render queue on Redis (REDIS_URL, REDIS_PREFIX). */
export interface RedisConfig {
  url: string;
  prefix: string;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the SQLite file, `remotes.json` overrides and `public/` (served under /data/). */
  dataDir: string;
  database: DatabaseConfig;
  logLevel: LogLevel;
  /** Absolute. The repository root: `shell/dist`, `mf-{area}/dist` are looked up under it. */
  staticRoot: string;
  nodeEnv: 'development' | 'production' | 'test';
  trustProxy: boolean;
  /** Proxies in front when `trustProxy` (TRUST_PROXY_HOPS, default 1). */
  trustProxyHops: number;
  /**
   * The /outbox/ page (OUTBOX_PAGE); unset: on only when mail goes to the outbox folder and no
   * proxy is trusted. Even on, it answers only requests from the server machine itself.
   */
  outboxPage?: boolean;
  /** Unset: mail goes to DATA_DIR/outbox/ as .eml files (see `outboxPage`). */
  smtpUrl?: string;
  mailFrom: string;
  /** Drive mass mail's daily caps; unset (tests): the defaults, DEFAULT_MASS_MAIL. */
  massMail?: MassMailConfig;
  oidcProviders: OidcProviderConfig[];
  /** The site's origin as browsers reach it (OAuth redirect URIs), no trailing slash. */
  publicUrl: string;
  passwordHashing: PasswordHashingConfig;
  /** Chromium for the render engine; unset: the engine's default (/usr/bin/chromium). */
  chromiumPath?: string;
  /** Bearer token for /metrics; unset: not served. */
  metricsToken?: string;
  /**
   * Seals the accounts' Open Badges signing keys (VERIFY_SIGNING_SECRET, 32+ characters; `npm
   * start` makes one in DATA_DIR on first start). Unset: credentials cannot be signed (503).
   */
  verifySigningSecret?: string;
  /** Unset: telegram-send-files answers not_configured. */
  telegram?: TelegramConfig;
  /** Unset: the yadisk calls answer not_configured. */
  yadisk?: YadiskConfig;
  /** Unset: the in-process job queue renders; set: BullMQ on Redis and `npm run worker`. */
  redis?: RedisConfig;
  /**
   * Where sheet links' CSV exports are fetched (SHEETS_BASE_URL) and how long one may take; unset:
   * https://docs.google.com and the contract's sheetLinkTimeoutMs.
   */
  sheets?: SheetsConfig;
  /** Reading uploaded tables and sheet links (TABLE_READ_*, TABLE_UPLOADS_*); unset: defaults. */
  tableReading?: TableReadingConfig;
  /** Days after which an unused anonymous account is removed; 0 keeps them forever. */
  anonymousRetentionDays: number;
  /** Days the stamp and signature audit log keeps an event (issue 37). */
  auditRetentionDays: number;
  /** After SIGTERM, seconds for the work under way before connections are cut. */
  shutdownGraceSeconds: number;
  /** Unset: files live under `dataDir`; set: in this bucket (S3_*). */
  s3?: S3Config;
  /** Uploaded PDFs' first pages (PDF_PREVIEW_*); unset (tests): DEFAULT_PDF_PREVIEW. */
  pdfPreview?: PdfPreviewConfig;
  /** Origins that may frame the /app/ pages and the areas' standalone pages (CSP frame-ancestors). */
  frameAncestors: string[];
  /** Unset: no provider at all (the sandbox too is only on when asked for). */
  payments?: PaymentsConfig;
  /** Unset (AI_BASE_URL unset): the AI assistant answers ai_not_configured. */
  ai?: AiConfig;
}

/** Messages drive runs may send in 24 hours (MAIL_PER_ACCOUNT_DAY, MAIL_PER_INSTALLATION_DAY). */
export interface MassMailConfig {
  perAccountDay: number;
  perInstallationDay: number;
}

export const DEFAULT_MASS_MAIL: MassMailConfig = { perAccountDay: 200, perInstallationDay: 5000 };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
function s3Config(values: z.infer<typeof envSchema>): S3Config | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = values;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: S3_ENDPOINT.replace(/\/$/, ''),
    bucket: S3_BUCKET,
    region: values.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    prefix: values.S3_PREFIX ? `${values.S3_PREFIX}/` : '',
    connectTimeoutMs: Math.min(5_000, values.S3_TIMEOUT_MS),
    requestTimeoutMs: values.S3_TIMEOUT_MS,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema
    .superRefine((values, context) => {
      for (const pair of PAIRED_VARIABLES) {
        const missing = pair.find((name) => values[name] === undefined);
        if (missing && pair.some((name) => values[name] !== undefined))
          context.addIssue({
            code: 'custom',
            path: [missing],
            message: `must be set together with ${pair.filter((name) => name !== missing).join(', ')}`,
          });
      }
    })
    .safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      // URLs and provider lists may carry passwords: name the variable, never echo its value.
      const shown = SECRET_VARIABLES.has(variable) ? '' : `=${JSON.stringify(env[variable] ?? '')}`;
      const where = issue.path.length > 1 ? ` (${issue.path.slice(1).join('.')})` : '';
      return `  ${variable}${shown}${where}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') },
    logLevel: values.LOG_LEVEL,
    staticRoot: path.resolve(values.STATIC_ROOT ?? REPO_ROOT),
    nodeEnv: values.NODE_ENV,
    trustProxy: values.TRUST_PROXY,
    trustProxyHops: values.TRUST_PROXY_HOPS,
    outboxPage: values.OUTBOX_PAGE,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    verifySigningSecret: values.VERIFY_SIGNING_SECRET,
    massMail: {
      perAccountDay: values.MAIL_PER_ACCOUNT_DAY,
      perInstallationDay: values.MAIL_PER_INSTALLATION_DAY,
    },
    oidcProviders: values.OIDC_PROVIDERS,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    chromiumPath: values.CHROMIUM_PATH,
    metricsToken: values.METRICS_TOKEN,
    telegram:
      values.TELEGRAM_BOT_TOKEN && values.TELEGRAM_BOT_NAME
        ? {
            botToken: values.TELEGRAM_BOT_TOKEN,
            botName: values.TELEGRAM_BOT_NAME,
            apiUrl: values.TELEGRAM_API_URL,
            linkUrl: values.TELEGRAM_LINK_URL,
          }
        : undefined,
    yadisk:
      values.YADISK_CLIENT_ID && values.YADISK_CLIENT_SECRET
        ? {
            clientId: values.YADISK_CLIENT_ID,
            clientSecret: values.YADISK_CLIENT_SECRET,
            oauthUrl: values.YADISK_OAUTH_URL,
            apiUrl: values.YADISK_API_URL,
            uploadHosts: values.YADISK_UPLOAD_HOSTS,
          }
        : undefined,
    redis: values.REDIS_URL ? { url: values.REDIS_URL, prefix: values.REDIS_PREFIX } : undefined,
    anonymousRetentionDays: values.ANONYMOUS_RETENTION_DAYS,
    auditRetentionDays: values.AUDIT_RETENTION_DAYS,
    shutdownGraceSeconds: values.SHUTDOWN_GRACE_SECONDS,
    s3: s3Config(values),
    pdfPreview: {
      slots: values.PDF_PREVIEW_SLOTS,
      waitingPerAccount: values.PDF_PREVIEW_WAITING_PER_ACCOUNT,
      cpuSeconds: values.PDF_PREVIEW_CPU_SECONDS,
      memoryMb: values.PDF_PREVIEW_MEMORY_MB,
      timeoutSeconds: values.PDF_PREVIEW_TIMEOUT_SECONDS,
    },
    frameAncestors: values.FRAME_ANCESTORS,
    sheets: { baseUrl: values.SHEETS_BASE_URL, timeoutMs: SPREADSHEET_LIMITS.sheetLinkTimeoutMs },
    tableReading: {
      workers: values.TABLE_READ_WORKERS,
      queue: values.TABLE_READ_QUEUE,
      timeoutMs: values.TABLE_READ_TIMEOUT_MS,
      memoryMb: values.TABLE_READ_MEMORY_MB,
      perAccount: values.TABLE_UPLOADS_PER_ACCOUNT,
      perAddress: values.TABLE_UPLOADS_PER_ADDRESS,
      windowMinutes: values.TABLE_UPLOADS_WINDOW_MINUTES,
    },
    payments: {
      sandbox: values.PAY_SANDBOX
        ? { url: values.PAY_SANDBOX_URL?.replace(/\/$/, ''), secret: values.PAY_SANDBOX_SECRET }
        : undefined,
      yookassa:
        values.YOOKASSA_SHOP_ID && values.YOOKASSA_SECRET_KEY
          ? {
              url: values.YOOKASSA_URL,
              shopId: values.YOOKASSA_SHOP_ID,
              secretKey: values.YOOKASSA_SECRET_KEY,
            }
          : undefined,
      paypal:
        values.PAYPAL_CLIENT_ID && values.PAYPAL_SECRET && values.PAYPAL_WEBHOOK_ID
          ? {
              url: values.PAYPAL_URL,
              clientId: values.PAYPAL_CLIENT_ID,
              secret: values.PAYPAL_SECRET,
              webhookId: values.PAYPAL_WEBHOOK_ID,
            }
          : undefined,
      seller: {
        name: values.PAY_SELLER_NAME,
        inn: values.PAY_SELLER_INN,
        kpp: values.PAY_SELLER_KPP,
        address: values.PAY_SELLER_ADDRESS,
        bank: values.PAY_SELLER_BANK,
        bik: values.PAY_SELLER_BIK,
        account: values.PAY_SELLER_ACCOUNT,
        corrAccount: values.PAY_SELLER_CORR_ACCOUNT,
        director: values.PAY_SELLER_DIRECTOR,
        accountant: values.PAY_SELLER_ACCOUNTANT,
      },
    },
    ai: values.AI_BASE_URL
      ? {
          baseUrl: values.AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: values.AI_API_KEY,
          model: values.AI_MODEL,
          timeoutMs: values.AI_TIMEOUT_MS,
          usage: {
            addressPerMinute: values.AI_ADDRESS_PER_MINUTE,
            addressPerDay: values.AI_ADDRESS_PER_DAY,
            dailyBudget: values.AI_DAILY_BUDGET,
          },
        }
      : undefined,
  };
}
