import path from 'node:path';
import { WorkerJobError, WorkerPool, type WorkerPoolOptions } from '../worker-pool';

type Ask = { do: 'echo'; value: string } | { do: 'spin' } | { do: 'hog' } | { do: 'throw' };

const script = path.join(__dirname, 'fixtures', 'test-worker');
const pools: WorkerPool<Ask, string>[] = [];
function pool(options: Partial<WorkerPoolOptions> = {}) {
  const made = new WorkerPool<Ask, string>({
    script,
    size: 1,
    queueMax: 2,
    timeoutMs: 5_000,
    memoryMb: 64,
    ...options,
  });
  pools.push(made);
  return made;
}
afterAll(() => Promise.all(pools.map((one) => one.stop())));

/** The reason a job was refused with, or its own error. */
const refusal = (job: Promise<string>) =>
  job.then(
    () => 'answered',
    (error: unknown) => (error instanceof WorkerJobError ? error.reason : error),
  );

describe('the worker pool', () => {
  it('answers jobs on a thread and passes a job’s own error back', async () => {
    const one = pool();
    await expect(one.run({ do: 'echo', value: 'a' })).resolves.toBe('echo a');
    await expect(one.run({ do: 'throw' })).rejects.toEqual({ message: 'asked to fail' });
    await expect(one.run({ do: 'echo', value: 'b' })).resolves.toBe('echo b');
    // One thread served all three.
    expect(one.stats).toMatchObject({ started: 1, ended: 0, running: 0 });
  });

  it('ends a job past its time limit, answers it, and the next job gets a fresh thread', async () => {
    const one = pool({ timeoutMs: 300 });
    const spinning = refusal(one.run({ do: 'spin' }));
    const waiting = one.run({ do: 'echo', value: 'after' });
    expect(await spinning).toBe('timeout');
    await expect(waiting).resolves.toBe('echo after');
    expect(one.stats).toMatchObject({ started: 2, ended: 1 });
  });

  it('ends a job past its memory limit and answers it', async () => {
    const one = pool({ memoryMb: 32, timeoutMs: 60_000 });
    expect(await refusal(one.run({ do: 'hog' }))).toBe('memory');
    await expect(one.run({ do: 'echo', value: 'still here' })).resolves.toBe('echo still here');
    expect(one.stats).toMatchObject({ started: 2, ended: 1 });
  });

  it('refuses at once when every thread is busy and the queue is full', async () => {
    const one = pool({ size: 1, queueMax: 1, timeoutMs: 500 });
    const order: string[] = [];
    const jobs = [
      refusal(one.run({ do: 'spin' })).then((reason) => order.push(`spin ${reason}`)),
      refusal(one.run({ do: 'echo', value: 'queued' })).then((reason) =>
        order.push(`queued ${reason}`),
      ),
      refusal(one.run({ do: 'echo', value: 'third' })).then((reason) =>
        order.push(`third ${reason}`),
      ),
    ];
    await Promise.all(jobs);
    expect(order).toEqual(['third busy', 'spin timeout', 'queued answered']);
  });

  it('refuses waiting jobs when stopped', async () => {
    const one = pool({ size: 1, queueMax: 1, timeoutMs: 60_000 });
    const running = refusal(one.run({ do: 'spin' }));
    const waiting = refusal(one.run({ do: 'echo', value: 'never' }));
    await one.stop();
    expect([await running, await waiting]).toEqual(['stopped', 'stopped']);
  });
});
