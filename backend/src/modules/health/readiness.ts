import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { FileStore } from '../../shared/file-store';

/** One thing an instance needs before a load balancer sends it requests. */
export interface ReadinessCheck {
  name: string;
  /** Resolves when reachable; rejects (or outlasts the limit) when not. */
  probe(): Promise<void>;
}

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, 'ok' | 'missing'>;
  /** The checks that failed, in order. */
  missing: string[];
}

/** Each probe gets this long: a hung dependency makes the instance not ready, never a hung probe. */
export const PROBE_LIMIT_MS = 2_000;

function withinLimit(probe: Promise<void>, limitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), limitMs);
  });
  return Promise.race([probe, late]).finally(() => clearTimeout(timer));
}

/** Runs every check at once; the report names what is missing. */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  limitMs = PROBE_LIMIT_MS,
): Promise<ReadinessReport> {
  const outcomes = await Promise.allSettled(
    checks.map((check) => withinLimit(check.probe(), limitMs)),
  );
  const report: ReadinessReport = { ready: true, checks: {}, missing: [] };
  outcomes.forEach((outcome, index) => {
    const { name } = checks[index]!;
    const ok = outcome.status === 'fulfilled';
    report.checks[name] = ok ? 'ok' : 'missing';
    if (!ok) {
      report.ready = false;
      report.missing.push(name);
    }
  });
  return report;
}

/** How long one readiness report answers every /readyz asked meanwhile. */
export const REPORT_FRESH_MS = 1_000;

/**
 * /readyz is public (a balancer has no session): each instance probes at most once per freshMs
 * however often it is asked, and concurrent askers share the probe under way, so the endpoint
 * cannot be used to open Redis connections or run queries in bulk.
 */
export function sharedReadiness(
  checks: readonly ReadinessCheck[],
  now: () => number = Date.now,
  freshMs = REPORT_FRESH_MS,
): () => Promise<ReadinessReport> {
  let last: { at: number; report: Promise<ReadinessReport> } | null = null;
  return () => {
    if (!last || now() - last.at >= freshMs) last = { at: now(), report: checkReadiness(checks) };
    return last.report;
  };
}

/** The database answers a query. */
export const databaseCheck = (dataSource: DataSource): ReadinessCheck => ({
  name: 'database',
  probe: async () => {
    await dataSource.query('SELECT 1');
  },
});

/**
 * Redis answers PING (only when REDIS_URL is set). A fresh connection per probe, not retried: the
 * question is whether Redis is reachable now, and a probe must not queue behind reconnects.
 */
export const redisCheck = (url: string): ReadinessCheck => ({
  name: 'redis',
  probe: async () => {
    const client = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
      connectTimeout: PROBE_LIMIT_MS,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
    } finally {
      client.disconnect();
    }
  },
});

/**
 * The file store answers: DATA_DIR exists and this process may write there (always: uploads are
 * received there first), and a bucket, when files live in one, answers a HEAD with our keys (a
 * missing object is an answer; an unreachable server or refused credentials are not).
 */
export const fileStoreCheck = (dataDir: string, fileStore: FileStore): ReadinessCheck => ({
  name: 'files',
  probe: async () => {
    await fs.access(dataDir, fsConstants.R_OK | fsConstants.W_OK);
    if (fileStore.kind === 's3') await fileStore.stat('health/readiness-probe');
  },
});

/** The render engine's browser is installed and executable (it starts with the first render). */
export const chromiumCheck = (chromiumPath: string): ReadinessCheck => ({
  name: 'chromium',
  probe: () => fs.access(chromiumPath, fsConstants.X_OK),
});
