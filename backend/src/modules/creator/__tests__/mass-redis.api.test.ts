import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { renderDocsFixture, type DocsFixture } from '../../docs/__tests__/docs-test-kit';
import { ReadyFile } from '../../ready';
import type { RenderWorker } from '../redis/render-worker';
import { StandInEngine } from './creator-test-kit';
import { startTestWorker, TestRedis } from './creator-redis-kit';
import { MassClient, newMassId } from './mass-test-kit';

// A mass run's rows with REDIS_URL: the web server queues them, a separate worker renders each
// from its snapshot (worker-job-source.ts), as the embedded queue does. Needs a real Redis.

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

describe.each(databases)('a mass run on Redis with a separate worker on %s', (kind) => {
  let redis: TestRedis;
  let app: TestApp | undefined;
  let worker: RenderWorker | undefined;

  beforeEach(async () => {
    redis = new TestRedis();
    await redis.ready();
  }, 10_000);
  afterEach(async () => {
    await worker?.close();
    await app?.close();
    await redis.remove();
  }, 10_000);

  it('renders each row from the text the table filled, named after the pupil, once', async () => {
    const serverEngine = new StandInEngine();
    app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: serverEngine,
      config: { redis: redis.settings },
    });
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, 'Грамота', '[Фамилия Имя]');
    const run = newMassId();
    const rows = ['Иванов Иван', 'Петрова Анна'];
    const jobs: string[] = [];
    for (const pupil of rows)
      jobs.push((await teacher.massCreated(doc, run, { 'Фамилия Имя': pupil })).doc);
    // Sent again after a lost answer: the same job.
    expect((await teacher.massCreated(doc, run, { 'Фамилия Имя': rows[0]! })).doc).toBe(jobs[0]);

    const workerEngine = new StandInEngine();
    worker = await startTestWorker(app, workerEngine, redis.settings);
    expect((await teacher.runSettled(jobs)).status).toBe('ready');
    expect(serverEngine.renders).toHaveLength(0);
    // Rendered at once by the worker's pages: in either order.
    const html = workerEngine.renders.map((input) => input.html);
    expect(html).toHaveLength(2);
    expect(html).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Иванов Иван'),
        expect.stringContaining('Петрова Анна'),
      ]),
    );
    const files = await app.dataSource
      .getRepository(ReadyFile)
      .find({ where: { docId: Number(doc) }, order: { id: 'ASC' } });
    expect(files.map((file) => [file.name, file.filename])).toEqual([
      ['Иванов Иван', 'Иванов_Иван'],
      ['Петрова Анна', 'Петрова_Анна'],
    ]);
  }, 60_000);
});
