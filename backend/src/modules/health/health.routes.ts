import { timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { AppState } from '../../http/app-state';
import type { ServiceMetrics } from './metrics';
import { sharedReadiness, type ReadinessCheck } from './readiness';

export interface HealthRoutesOptions {
  checks: readonly ReadinessCheck[];
  metrics: ServiceMetrics;
  /** Bearer token for /metrics; unset: /metrics is not served at all (404). */
  metricsToken?: string;
  /** True once SIGTERM came: the balancer must stop sending requests here. */
  draining: () => boolean;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * For load balancers and Prometheus, outside /api (no session, no CSRF header): /healthz says the
 * process answers, /readyz whether what it needs is reachable, /metrics the counters.
 */
export function createHealthRoutes({
  checks,
  metrics,
  metricsToken,
  draining,
}: HealthRoutesOptions) {
  const router = new Router<AppState>();
  const readiness = sharedReadiness(checks);
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (draining()) {
      ctx.status = 503;
      ctx.body = { status: 'draining' };
      return;
    }
    const report = await readiness();
    ctx.status = report.ready ? 200 : 503;
    ctx.body = report.ready
      ? { status: 'ready', checks: report.checks }
      : { status: 'not_ready', checks: report.checks, missing: report.missing };
  });
  router.get('/metrics', async (ctx) => {
    const header = ctx.get('Authorization');
    if (!metricsToken) return; // not exposed: the app's 404
    if (!header.startsWith('Bearer ') || !sameToken(header.slice(7), metricsToken)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.body = { status: 'unauthorized' };
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.text();
  });
  return router;
}
