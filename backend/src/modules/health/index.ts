// Health and metrics of one instance (issue 33): /healthz, /readyz and a token-guarded /metrics.
import type { Middleware } from 'koa';
import type { DataSource } from 'typeorm';
import type { AppState } from '../../http/app-state';
import type { FileStore } from '../../shared/file-store';
import { createHealthRoutes } from './health.routes';
import { ServiceMetrics } from './metrics';
import { chromiumCheck, databaseCheck, fileStoreCheck, redisCheck } from './readiness';

export { ServiceMetrics } from './metrics';
export { checkReadiness, type ReadinessCheck, type ReadinessReport } from './readiness';

export interface HealthModuleOptions {
  dataSource: DataSource;
  dataDir: string;
  fileStore: FileStore;
  chromiumPath: string;
  redisUrl?: string;
  metricsToken?: string;
}

export function createHealthModule(options: HealthModuleOptions) {
  const metrics = new ServiceMetrics();
  const checks = [
    databaseCheck(options.dataSource),
    ...(options.redisUrl ? [redisCheck(options.redisUrl)] : []),
    fileStoreCheck(options.dataDir, options.fileStore),
    chromiumCheck(options.chromiumPath),
  ];
  let draining = false;
  const router = createHealthRoutes({
    checks,
    metrics,
    metricsToken: options.metricsToken,
    draining: () => draining,
  });
  /**
   * While draining, every answer closes its connection: a kept-alive one would otherwise hold the
   * server open until its idle timeout, and the client reconnects to another instance.
   */
  const closeWhenDraining: Middleware<AppState> = async (ctx, next) => {
    if (draining) ctx.set('Connection', 'close');
    await next();
  };
  return {
    router,
    metrics,
    closeWhenDraining,
    /** SIGTERM came: /readyz answers 503 from now on. */
    startDraining: () => {
      draining = true;
    },
  };
}
