import type { Middleware } from 'koa';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppState } from '../../http/app-state';

/** Seconds; fixed so every instance's histograms add up in Prometheus. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** A render takes about a second warm; a queue under load, or a retry, much longer. */
const JOB_BUCKETS = [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120];

/** The creator queue as the database holds it (every instance's and worker's jobs). */
export interface QueueCounts {
  queued: number;
  running: number;
}

/** This process's metrics: one registry (never the global one, so tests build apps side by side). */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly httpDuration = new Histogram({
    name: 'gramota_http_request_duration_seconds',
    help: 'HTTP answers by route pattern, method and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly jobDuration = new Histogram({
    name: 'gramota_render_job_duration_seconds',
    help: 'Creator jobs rendered in this process, by how the run ended (done, retry, failed, lost)',
    labelNames: ['outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  private readonly jobsFailed = new Counter({
    name: 'gramota_render_jobs_failed_total',
    help: 'Creator jobs that failed for good in this process',
    registers: [this.registry],
  });

  private readonly mails = new Counter({
    name: 'gramota_mails_total',
    help: 'E-mails handed to SMTP (or the outbox) by this process, by result (sent, failed)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  private readonly fileStoreErrors = new Counter({
    name: 'gramota_file_store_errors_total',
    help: 'File store calls that failed (not a missing file: the store did not answer or refused)',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'gramota_' });
  }

  /** The queue's depth, read from the database when Prometheus scrapes (shared by all instances). */
  watchQueue(counts: () => Promise<QueueCounts>): void {
    new Gauge({
      name: 'gramota_render_queue_jobs',
      help: 'Creator jobs waiting (queued) and rendering (running), across all instances',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const now = await counts();
        this.set({ status: 'queued' }, now.queued);
        this.set({ status: 'running' }, now.running);
      },
    });
  }

  jobSettled(outcome: string, seconds: number): void {
    this.jobDuration.observe({ outcome }, seconds);
    if (outcome === 'failed') this.jobsFailed.inc();
  }

  mailHandled(result: 'sent' | 'failed'): void {
    this.mails.inc({ result });
  }

  fileStoreFailed(operation: string): void {
    this.fileStoreErrors.inc({ operation });
  }

  /**
   * Times every answer. The route label is the router's pattern ('/api/get-doc/:docId/'), never the
   * address itself: an id or a scanner's made-up path would grow the series without end.
   */
  httpTimer(): Middleware<AppState> {
    return async (ctx, next) => {
      const stop = this.httpDuration.startTimer();
      try {
        await next();
      } finally {
        const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
        stop({
          method: ctx.method,
          route: typeof matched === 'string' ? matched : 'unmatched',
          status: `${Math.floor(ctx.status / 100)}xx`,
        });
      }
    };
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
