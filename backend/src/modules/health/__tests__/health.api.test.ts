/**
 * Health and metrics of one instance (issue 33): what a load balancer and Prometheus ask. Real
 * databases (SQLite and PostgreSQL), a real Redis on 127.0.0.1:6379 and a closed port standing for
 * a Redis that went away.
 */
import net from 'node:net';
import { docsPaths } from '@gramota/contracts';
import { startS3TestServer, type S3TestServer } from '../../../test-support/s3-test-server';
import { databases, newVisitor, startTestApp, type TestApp } from '../../../test-support/test-app';

const TOKEN = 'metrics-token-0123456789';
const LIVE_REDIS = 'redis://127.0.0.1:6379';

/** A port nothing listens on: a Redis that is gone. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(databases)('health and metrics on %s', (kind) => {
  describe('with everything reachable', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(kind, {
        config: { metricsToken: TOKEN, chromiumPath: process.execPath },
      });
    });
    afterAll(async () => {
      await app.close();
    });

    it('answers /healthz and /readyz without a session, never cached', async () => {
      const health = await app.request('/healthz', { csrf: false });
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await app.request('/readyz', { csrf: false });
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', files: 'ok', chromium: 'ok' },
      });
    });

    it('serves /metrics only with the token', async () => {
      expect((await app.request('/metrics', { csrf: false })).status).toBe(401);
      const wrong = await app.request('/metrics', {
        csrf: false,
        headers: { Authorization: `Bearer ${TOKEN.replace('0', 'x')}` },
      });
      expect(wrong.status).toBe(401);
      const right = await app.request('/metrics', {
        csrf: false,
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(right.status).toBe(200);
      expect(right.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await right.text()).toContain('gramota_process_cpu_user_seconds_total');
    });

    it('times answers by route pattern, never by the address itself', async () => {
      const { cookie } = await newVisitor(app);
      await app.request(docsPaths.getDoc('918273'), { cookie });
      await app.request('/no/such/page/4711', { csrf: false });
      const text = await (
        await app.request('/metrics', {
          csrf: false,
          headers: { Authorization: `Bearer ${TOKEN}` },
        })
      ).text();
      const series = text
        .split('\n')
        .filter((line) => line.startsWith('gramota_http_request_duration_seconds_count'));
      expect(series.some((line) => line.includes('route="/api/get-doc/:docId/"'))).toBe(true);
      expect(series.some((line) => line.includes('route="unmatched"'))).toBe(true);
      // No label anywhere holds the addresses' ids (values are figures that may hold any digits).
      const labels = text
        .split('\n')
        .filter((line) => !line.startsWith('#'))
        .map((line) => /\{[^}]*\}/.exec(line)?.[0] ?? '');
      expect(labels.filter((set) => set.includes('918273') || set.includes('4711'))).toEqual([]);
      expect(labels.some((set) => set.includes('route="/api/get-doc/:docId/"'))).toBe(true);
    });
  });

  describe('when something it needs is missing', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(kind, {
        config: {
          redis: { url: `redis://127.0.0.1:${await closedPort()}`, prefix: 'health-test' },
          chromiumPath: '/nonexistent/chromium',
        },
      });
    });
    afterAll(async () => {
      await app.close();
    });

    it('answers 503 on /readyz naming what is missing, while /healthz still answers', async () => {
      const ready = await app.request('/readyz', { csrf: false });
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', redis: 'missing', files: 'ok', chromium: 'missing' },
        missing: ['redis', 'chromium'],
      });
      expect((await app.request('/healthz', { csrf: false })).status).toBe(200);
    });

    it('does not serve /metrics at all without a token configured', async () => {
      expect((await app.request('/metrics', { csrf: false })).status).toBe(404);
    });
  });

  describe('with files in a bucket', () => {
    let app: TestApp;
    let bucket: S3TestServer;
    beforeAll(async () => {
      bucket = await startS3TestServer();
      app = await startTestApp(kind, {
        config: {
          s3: { ...bucket.config, requestTimeoutMs: 1_500 },
          chromiumPath: process.execPath,
        },
      });
    });
    afterAll(async () => {
      await app.close();
      await bucket.stop();
    });

    it('is ready while the bucket answers, and names the files once its server is gone', async () => {
      const ready = await app.request('/readyz', { csrf: false });
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', files: 'ok', chromium: 'ok' },
      });
      bucket.kill();
      // A probe's report is shared for a second (sharedReadiness): asked until a fresh one comes.
      let answer = await app.request('/readyz', { csrf: false });
      for (let tries = 0; answer.status !== 503 && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await app.request('/readyz', { csrf: false });
      }
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ status: 'not_ready', missing: ['files'] });
    });
  });

  describe('with a live Redis', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(kind, {
        config: {
          redis: { url: LIVE_REDIS, prefix: `health-${kind}` },
          chromiumPath: process.execPath,
        },
      });
    });
    afterAll(async () => {
      await app.close();
    });

    it('counts Redis among the checks', async () => {
      const ready = await app.request('/readyz', { csrf: false });
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok', files: 'ok', chromium: 'ok' },
      });
    });

    it('answers 503 on /readyz once draining (SIGTERM), while /healthz still answers', async () => {
      app.koa.startDraining();
      const ready = await app.request('/readyz', { csrf: false });
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining' });
      expect((await app.request('/healthz', { csrf: false })).status).toBe(200);
    });
  });
});
