import { workshopErrors, type WorkshopCreateStatusAnswer } from '@gramota/contracts';
import { awaitTemplateReady, pollCreateStatus, type CreateOutcome } from './create-status-poll';

const answer = (
  status: WorkshopCreateStatusAnswer['status'],
  extra: Partial<WorkshopCreateStatusAnswer> = {},
): WorkshopCreateStatusAnswer => ({ result: 'success', status, ...extra });

/** Runs the poll under fake timers, recording when each status call happened. */
function start(statuses: Array<() => Promise<WorkshopCreateStatusAnswer>>, create = jest.fn()) {
  const times: number[] = [];
  const began = Date.now();
  let call = 0;
  let outcome: CreateOutcome | undefined;
  void pollCreateStatus('7', {
    create: create.mockResolvedValue({ result: 'success' }),
    status: () => {
      times.push(Date.now() - began);
      const next = statuses[Math.min(call, statuses.length - 1)]!;
      call += 1;
      return next();
    },
  }).then((value) => (outcome = value));
  return { times, outcome: () => outcome, create };
}

describe('the create-status poll (seed 001 §4: every 1.5 s, at most 10 polls)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('ready: the thumbnail comes back after the polls it took, 1.5 s apart', async () => {
    const run = start([
      () => Promise.resolve(answer('wait')),
      () => Promise.resolve(answer('ready', { thum: '/t/7.webp' })),
    ]);
    expect(run.create).toHaveBeenCalledWith('7');
    await jest.advanceTimersByTimeAsync(1499);
    expect(run.times).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(run.times).toEqual([1500]);
    await jest.advanceTimersByTimeAsync(1500);
    expect(run.times).toEqual([1500, 3000]);
    expect(run.outcome()).toEqual({ status: 'ready', thum: '/t/7.webp' });
  });

  test('an error status ends it at once with the server text', async () => {
    const run = start([() => Promise.resolve(answer('error', { error_text: 'Broken picture' }))]);
    await jest.advanceTimersByTimeAsync(1500);
    expect(run.outcome()).toEqual({ status: 'error', reason: 'failed', text: 'Broken picture' });
    await jest.advanceTimersByTimeAsync(15000);
    expect(run.times).toHaveLength(1);
  });

  test('a failed call (non-success) ends it with an error', async () => {
    const run = start([() => Promise.reject(new Error('500'))]);
    await jest.advanceTimersByTimeAsync(1500);
    expect(run.outcome()).toEqual({ status: 'error', reason: 'failed' });
  });

  test('a failed create asks no status at all', async () => {
    const times: number[] = [];
    const outcome = pollCreateStatus('7', {
      create: () => Promise.reject(new Error('402')),
      status: () => (times.push(1), Promise.resolve(answer('ready'))),
    });
    await jest.advanceTimersByTimeAsync(20000);
    await expect(outcome).resolves.toEqual({ status: 'error', reason: 'failed' });
    expect(times).toEqual([]);
  });

  test('still waiting after 10 polls: a timeout error, and no 11th poll', async () => {
    const run = start([() => Promise.resolve(answer('wait'))]);
    await jest.advanceTimersByTimeAsync(14999);
    expect(run.times).toHaveLength(9);
    expect(run.outcome()).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(run.times).toHaveLength(10);
    expect(run.outcome()).toEqual({ status: 'error', reason: 'timeout' });
    await jest.advanceTimersByTimeAsync(10000);
    expect(run.times).toHaveLength(10);
  });
});

describe('waiting for a template just left in the editor (seed 000 §2)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const run = (statuses: WorkshopCreateStatusAnswer[]) => {
    const create = jest.fn().mockResolvedValue({ result: 'success' });
    let call = 0;
    let outcome: CreateOutcome | undefined;
    void awaitTemplateReady('7', {
      create,
      status: () => Promise.resolve(statuses[Math.min(call++, statuses.length - 1)]!),
    }).then((value) => (outcome = value));
    return { create, outcome: () => outcome };
  };
  const draft = answer('error', { error_text: workshopErrors.not_ready });

  test('being made: polled until ready, never started again', async () => {
    const waiting = run([answer('wait'), answer('ready', { thum: '/t/7.webp' })]);
    await jest.advanceTimersByTimeAsync(1500);
    expect(waiting.outcome()).toEqual({ status: 'ready', thum: '/t/7.webp' });
    expect(waiting.create).not.toHaveBeenCalled();
  });

  test('a draft: started once, then polled until ready', async () => {
    const fromDraft = run([draft, answer('wait'), answer('ready', { thum: '/t/7.webp' })]);
    await jest.advanceTimersByTimeAsync(3000);
    expect(fromDraft.create).toHaveBeenCalledTimes(1);
    expect(fromDraft.outcome()).toEqual({ status: 'ready', thum: '/t/7.webp' });
  });

  test('a failed picture ends it with the server’s text', async () => {
    const failed = run([answer('error', { error_text: workshopErrors.create_failed })]);
    await jest.advanceTimersByTimeAsync(0);
    expect(failed.outcome()).toEqual({
      status: 'error',
      reason: 'failed',
      text: workshopErrors.create_failed,
    });
  });
});
