import { CREATOR_LIMITS, readyPaths } from '@gramota/contracts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { ReadyFile } from '../../ready';
import { CreatorJob } from '../creator-job.entity';
import { JobRunner } from '../job-runner';
import { RedisJobQueue } from '../redis/redis-job-queue';
import { renderJobId } from '../redis/render-queue';
import {
  CreatorClient,
  eventually,
  pause,
  StandInEngine,
} from '../../../test-support/creator-test-kit';
import { redisForEachTest, startTestWorker, unreachableRedisUrl } from './creator-redis-kit';

// The Redis mode (ARCHITECTURE §6): with REDIS_URL the web server only queues, `npm run worker`
// renders. These run against a real Redis and fail (never skip) when there is none.

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

describe.each(databases)('creator jobs on Redis with separate workers on %s', (kind) => {
  const on = redisForEachTest();
  const serverEngine = new StandInEngine();

  const start = async (url = on.redis.settings.url) => {
    const app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: serverEngine,
      config: { redis: { ...on.redis.settings, url } },
    });
    on.app = app;
    return app;
  };
  const readyFiles = (server: TestApp, id: string) =>
    server.dataSource.getRepository(ReadyFile).countBy({ jobId: Number(id) });

  it('the web server renders nothing; a worker started later makes the job, once', async () => {
    const server = await start();
    const teacher = await CreatorClient.anonymous(server);
    await teacher.grant(server, 'all-templates');
    const doc = await teacher.createDoc(fixture.free.id);
    const created = await teacher.created(doc, 'print');
    expect(created).toMatchObject({ result: 'success', free: '0', timeout: 0 });
    const id = Number(created.doc);

    // No worker runs: the job waits in Redis under its row's id, and adding it again is a no-op.
    await eventually(async () =>
      (await on.redis.queue.getJobState(renderJobId(id))) === 'waiting' ? true : undefined,
    );
    await on.redis.add(id);
    expect(await on.redis.unfinished()).toBe(1);
    await pause(600);
    expect(await teacher.status(doc, created.doc)).toMatchObject({ status: 'wait' });
    expect(serverEngine.renders).toHaveLength(0);

    const workerEngine = new StandInEngine();
    on.worker = await startTestWorker(server, workerEngine, on.redis.settings);
    expect(await teacher.settled(doc, created.doc)).toEqual({
      result: 'success',
      status: 'ready',
      url: readyPaths.pdf(created.filename, created.doc),
      share_mobile_code: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    const pdf = await teacher.get(readyPaths.pdf(created.filename, created.doc));
    expect((await pdf.text()).startsWith('%PDF')).toBe(true);

    // Delivered again after it was made (under another BullMQ id): the row says done, no render.
    await on.redis.add(id, `again-${id}`);
    await eventually(async () => ((await on.redis.unfinished()) === 0 ? true : undefined));
    expect(workerEngine.rendersOf(doc)).toBe(1);
    expect(await readyFiles(server, created.doc)).toBe(1);
    expect(serverEngine.renders).toHaveLength(0);
  }, 30_000);

  it('retries a crashing render, then fails the job; the worker goes on taking jobs', async () => {
    const server = await start();
    const workerEngine = new StandInEngine();
    on.worker = await startTestWorker(server, workerEngine, on.redis.settings);
    const teacher = await CreatorClient.anonymous(server);
    await teacher.grant(server, 'all-templates');

    const flaky = await teacher.createDoc(fixture.free.id);
    workerEngine.failures = 2;
    const retried = await teacher.created(flaky, 'export');
    expect((await teacher.settled(flaky, retried.doc)).status).toBe('ready');
    expect(workerEngine.rendersOf(flaky)).toBe(3);

    const broken = await teacher.createDoc(fixture.free.id);
    workerEngine.failures = 100;
    const failed = await teacher.created(broken, 'export');
    expect(await teacher.settled(broken, failed.doc)).toEqual({
      result: 'server_error',
      status: 'error',
      url: '',
      share_mobile_code: '',
      error_text: 'Chromium crashed',
    });
    expect(workerEngine.rendersOf(broken)).toBe(4);

    workerEngine.failures = 0;
    const after = await teacher.created(broken, 'print');
    expect((await teacher.settled(broken, after.doc)).status).toBe('ready');
    expect(serverEngine.renders).toHaveLength(0);
  }, 30_000);

  it('takes over the job of a worker that died mid-render, and leaves a live one alone', async () => {
    const server = await start();
    const teacher = await CreatorClient.anonymous(server);
    await teacher.grant(server, 'all-templates');
    const doc = await teacher.createDoc(fixture.free.id);
    const dead = await teacher.created(doc, 'print');
    const live = await teacher.created(doc, 'export');
    for (const { doc: id } of [dead, live])
      await eventually(async () =>
        (await on.redis.queue.getJobState(renderJobId(Number(id)))) === 'waiting'
          ? true
          : undefined,
      );
    // Both were taken by workers: one died long ago (BullMQ hands its job out again), one renders.
    const now = server.clock.now().getTime();
    const rows = server.dataSource.getRepository(CreatorJob);
    await rows.update({ id: Number(dead.doc) }, { status: 'running', startedAt: now - 600_000 });
    await rows.update({ id: Number(live.doc) }, { status: 'running', startedAt: now });

    // The web server's sweep (at start, then every 15 s) is the only caller of requeueRunning.
    const sweeps = jest.spyOn(JobRunner.prototype, 'requeueRunning');
    const workerEngine = new StandInEngine();
    on.worker = await startTestWorker(server, workerEngine, on.redis.settings);
    expect((await teacher.settled(doc, dead.doc)).status).toBe('ready');
    // The worker took it over itself: no sweep of the web server ran between the row's worker
    // dying and the job being made.
    expect(sweeps).not.toHaveBeenCalled();
    sweeps.mockRestore();
    await eventually(async () =>
      (await on.redis.queue.getJobState(renderJobId(Number(live.doc)))) === 'delayed'
        ? true
        : undefined,
    );
    expect(workerEngine.rendersOf(doc)).toBe(1);
    expect(await teacher.status(doc, live.doc)).toMatchObject({ status: 'wait' });
  }, 30_000);

  it("the free flow's wait is the BullMQ delay, and the worker keeps to it", async () => {
    const server = await start();
    const workerEngine = new StandInEngine();
    on.worker = await startTestWorker(server, workerEngine, on.redis.settings);
    const teacher = await CreatorClient.anonymous(server);
    const doc = await teacher.createDoc(fixture.free.id);
    const created = await teacher.created(doc, 'export', 'undonate');
    expect(created).toMatchObject({
      result: 'success',
      free: '1',
      timeout: CREATOR_LIMITS.freeTimeoutSeconds,
    });
    const job = await eventually(() => on.redis.queue.getJob(renderJobId(Number(created.doc))));
    expect(await job.getState()).toBe('delayed');
    expect(job.delay).toBeGreaterThan(CREATOR_LIMITS.freeTimeoutSeconds * 1000 - 2_000);

    // Handed to the worker early, it finds the row not due and puts the job back to wait.
    await job.promote();
    await eventually(async () =>
      (await on.redis.queue.getJobState(job.id!)) === 'delayed' ? true : undefined,
    );
    expect(await teacher.status(doc, created.doc)).toMatchObject({ status: 'wait' });
    expect(workerEngine.rendersOf(doc)).toBe(0);

    server.clock.advance(CREATOR_LIMITS.freeTimeoutSeconds * 1000);
    await (await on.redis.queue.getJob(job.id!))!.promote();
    expect((await teacher.settled(doc, created.doc)).status).toBe('ready');
    expect(workerEngine.rendersOf(doc)).toBe(1);
  }, 30_000);

  it('keeps a job made while Redis is away, and makes it (and one a dead worker left) after a restart', async () => {
    const away = await start(await unreachableRedisUrl());
    const teacher = await CreatorClient.anonymous(away);
    await teacher.grant(away, 'all-templates');
    const doc = await teacher.createDoc(fixture.free.id);
    // The web server's hand-off of rows to Redis is held open by the test (a Redis that does not
    // answer): the creator call must answer without waiting for it.
    type HandOff = { push(this: RedisJobQueue, kind: string): Promise<void> };
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const push = (RedisJobQueue.prototype as unknown as HandOff).push;
    const handOff = jest
      .spyOn(RedisJobQueue.prototype as unknown as HandOff, 'push')
      .mockImplementation(async function (this: RedisJobQueue, kind: string) {
        events.push('hand-off begun');
        await held;
        try {
          return await push.call(this, kind);
        } finally {
          events.push('hand-off ended');
        }
      });
    const created = await teacher.created(doc, 'print');
    events.push('answered');
    expect(created.result).toBe('success');
    expect(events).not.toContain('hand-off ended');
    await eventually(async () => (handOff.mock.calls.length > 0 ? true : undefined));
    release();
    await eventually(async () => (events.includes('hand-off ended') ? true : undefined));
    handOff.mockRestore();
    expect(events.indexOf('answered')).toBeLessThan(events.indexOf('hand-off ended'));
    const orphan = await teacher.created(doc, 'export');
    expect(orphan.result).toBe('success');
    await pause(300);
    expect(await teacher.status(doc, created.doc)).toMatchObject({ status: 'wait' });
    // The second one was taken by a worker that then died: 'running' for far too long.
    await away.dataSource
      .getRepository(CreatorJob)
      .update(
        { id: Number(orphan.doc) },
        { status: 'running', startedAt: away.clock.now().getTime() - 10 * 60_000 },
      );
    await away.stop();

    const restarted = await startTestApp(kind, {
      restartOf: away,
      catalogueDir: fixture.catalogueDir,
      renderEngine: serverEngine,
      config: { redis: on.redis.settings },
    });
    on.app = restarted;
    const workerEngine = new StandInEngine();
    on.worker = await startTestWorker(restarted, workerEngine, on.redis.settings);
    for (const id of [created.doc, orphan.doc]) {
      await eventually(async () => {
        const job = await restarted.dataSource
          .getRepository(CreatorJob)
          .findOneByOrFail({ id: Number(id) });
        return job.status === 'done' ? job : undefined;
      });
      expect(await readyFiles(restarted, id)).toBe(1);
    }
    await eventually(async () => ((await on.redis.unfinished()) === 0 ? true : undefined));
    expect(workerEngine.rendersOf(doc)).toBe(2);
    expect(serverEngine.renders).toHaveLength(0);
  }, 30_000);
});
