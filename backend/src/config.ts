import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

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

const envSchema = z.object({
  PORT: z.preprocess(
    (value) => (value === '' || value === undefined ? 3000 : Number(value)),
    z.number().int().min(0).max(65535),
  ),
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
  // Unset: e-mails are written to DATA_DIR/outbox/ and listed at /outbox/ (ARCHITECTURE §6).
  SMTP_URL: optionalString.refine((value) => value === undefined || /^smtps?:\/\/./.test(value), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: optionalString.transform((value) => value ?? 'Gramota <no-reply@localhost>'),
  OIDC_PROVIDERS: oidcProvidersSchema,
  // The render engine's browser (ARCHITECTURE §6); unset: /usr/bin/chromium.
  CHROMIUM_PATH: optionalString,
  PUBLIC_URL: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^/]+$/.test(value.replace(/\/$/, '')),
    { message: 'must be the site origin, e.g. https://gramota.example (no path)' },
  ),
});

/** Variables whose values may hold secrets: named in errors, never echoed. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'OIDC_PROVIDERS']);

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
  /** Unset: mail goes to DATA_DIR/outbox/ as .eml files (and the /outbox/ page is on). */
  smtpUrl?: string;
  mailFrom: string;
  oidcProviders: OidcProviderConfig[];
  /** The site's origin as browsers reach it (OAuth redirect URIs), no trailing slash. */
  publicUrl: string;
  passwordHashing: PasswordHashingConfig;
  /** Chromium for the render engine; unset: the engine's default (/usr/bin/chromium). */
  chromiumPath?: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
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
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    oidcProviders: values.OIDC_PROVIDERS,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    chromiumPath: values.CHROMIUM_PATH,
  };
}
