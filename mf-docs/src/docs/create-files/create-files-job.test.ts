import {
  CREATE_FILES_RULES,
  documentSent,
  initialJobState,
  runCreateFilesJob,
  statusPending,
  statusReady,
  tick,
  type JobState,
} from './create-files-job';

describe('create-files progress rules (seed 000 §4)', () => {
  test('the timer adds 1 % every tick but never reaches 90 % while sending', () => {
    let state = initialJobState(3);
    for (let step = 0; step < 200; step += 1) state = tick(state);
    expect(state.percent).toBe(89);
  });

  test('the bar is set to 90 % after the last send, and polling begins', () => {
    let state = initialJobState(2);
    state = documentSent(state);
    expect(state).toMatchObject({ phase: 'sending', sent: 1, percent: 0 });
    state = documentSent(state);
    expect(state).toMatchObject({ phase: 'polling', sent: 2, percent: 90 });
  });

  test('98 % while polling, ticking on towards 99 but never 100 before ready', () => {
    let state = statusPending(documentSent(initialJobState(1)));
    expect(state.percent).toBe(98);
    for (let step = 0; step < 10; step += 1) state = tick(state);
    expect(state.percent).toBe(99);
    expect(statusReady(state)).toMatchObject({ phase: 'ready', percent: 100 });
  });

  test('a bar already past 90 % is not moved back', () => {
    const state: JobState = { ...initialJobState(1), percent: 95, phase: 'polling' };
    expect(statusPending(state).percent).toBe(98);
    expect(documentSent({ ...initialJobState(1), percent: 93 }).percent).toBe(93);
  });
});

describe('runCreateFilesJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('sends one document per second, then polls every 4 s until ready', async () => {
    const sentAt: Array<[string, number]> = [];
    const polledAt: number[] = [];
    const start = Date.now();
    const states: JobState[] = [];
    let polls = 0;
    const job = runCreateFilesJob(['1', '2', '3'], {
      send: async (id) => {
        sentAt.push([id, Date.now() - start]);
        return `file-${id}`;
      },
      isReady: async (ids) => {
        expect(ids).toEqual(['file-1', 'file-2', 'file-3']);
        polledAt.push(Date.now() - start);
        polls += 1;
        return polls === 2;
      },
      onChange: (state) => states.push(state),
    });

    await jest.advanceTimersByTimeAsync(20_000);
    const final = await job.done;

    expect(sentAt).toEqual([
      ['1', 0],
      ['2', 1000],
      ['3', 2000],
    ]);
    expect(polledAt).toEqual([6000, 10_000]);
    expect(final).toMatchObject({ phase: 'ready', percent: 100, sent: 3 });
    // Between the last send and the first poll the ticking started from 90 %.
    const afterSends = states.find((state) => state.phase === 'polling');
    expect(afterSends?.percent).toBe(90);
    expect(states.some((state) => state.percent === 98)).toBe(true);
  });

  test('stops at the first refused call and keeps the error (no fake success)', async () => {
    const refusal = { status: 501, data: { error_code: 'generation_unavailable' } };
    const send = jest.fn().mockRejectedValue(refusal);
    const isReady = jest.fn();
    const job = runCreateFilesJob(['1', '2'], { send, isReady, onChange: () => undefined });
    await jest.advanceTimersByTimeAsync(10_000);
    const final = await job.done;
    expect(final).toMatchObject({ phase: 'failed', error: refusal, sent: 0 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(isReady).not.toHaveBeenCalled();
  });

  test('the progress stops ticking once the job has failed', async () => {
    const states: JobState[] = [];
    const job = runCreateFilesJob(['1'], {
      send: () => Promise.reject(new Error('refused')),
      isReady: async () => true,
      onChange: (state) => states.push(state),
    });
    await job.done;
    const count = states.length;
    await jest.advanceTimersByTimeAsync(3000);
    expect(states).toHaveLength(count);
  });

  test('cancel ends the waits and no further call is made', async () => {
    const send = jest.fn().mockResolvedValue('x');
    const job = runCreateFilesJob(['1', '2'], {
      send,
      isReady: async () => false,
      onChange: () => undefined,
    });
    await jest.advanceTimersByTimeAsync(10);
    job.cancel();
    await jest.advanceTimersByTimeAsync(CREATE_FILES_RULES.sendIntervalMs * 5);
    expect(send).toHaveBeenCalledTimes(1);
    await expect(job.done).resolves.toMatchObject({ phase: 'cancelled' });
  });
});
