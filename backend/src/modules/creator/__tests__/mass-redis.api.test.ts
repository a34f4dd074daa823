import { databases, startTestApp } from '../../../test-support/test-app';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { ReadyFile } from '../../ready';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { redisForEachTest, startTestWorker } from './creator-redis-kit';
import { MassClient, newMassId } from '../../../test-support/mass-test-kit';

// A mass run's rows with REDIS_URL: the web server queues them, a separate worker renders each
// from its snapshot (worker-job-source.ts), as the embedded queue does. Needs a real Redis.

const fixture = docsFixtureForFile();

describe.each(databases)('a mass run on Redis with a separate worker on %s', (kind) => {
  const on = redisForEachTest();

  it('renders each row from the text the table filled, named after the pupil, once', async () => {
    const serverEngine = new StandInEngine();
    const app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: serverEngine,
      config: { redis: on.redis.settings },
    });
    on.app = app;
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
    on.worker = await startTestWorker(app, workerEngine, on.redis.settings);
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
