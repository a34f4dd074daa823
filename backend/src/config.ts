import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Treats `VAR=` like an unset variable: container env files often carry empty values. */
const optionalString = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().optional(),
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
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

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
      // A database URL may carry a password: name the variable, never echo its value.
      const shown = variable === 'DATABASE_URL' ? '' : `=${JSON.stringify(env[variable] ?? '')}`;
      return `  ${variable}${shown}: ${issue.message}`;
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
  };
}
