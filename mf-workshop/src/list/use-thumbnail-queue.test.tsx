import { act, renderHook } from '@testing-library/react';
import type { WorkshopDocument } from '@gramota/contracts';
import { workshopTemplate } from './test-support/answers';
import type { CreateOutcome } from './create-status-poll';
import { useThumbnailQueue } from './use-thumbnail-queue';

const drafts: WorkshopDocument[] = [
  workshopTemplate('1', 'Made', { thum: '/t/1.webp' }),
  workshopTemplate('2', 'Draft A', { thum: '', state: 'draft' }),
  workshopTemplate('3', 'Draft B', { thum: '', state: 'draft' }),
];

function setup(paused = false, result: CreateOutcome = { status: 'ready', thum: '/t.webp' }) {
  const finish: Array<() => void> = [];
  const generate = jest.fn(
    () => new Promise<CreateOutcome>((resolve) => finish.push(() => resolve(result))),
  );
  const onError = jest.fn();
  const hook = renderHook(
    (props: { documents: WorkshopDocument[]; paused: boolean }) =>
      useThumbnailQueue({ ...props, generate, onError }),
    { initialProps: { documents: drafts, paused } },
  );
  return { generate, onError, finish, hook };
}

describe('the thumbnail queue (seed 001 §4 Thumbnails)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('after 4 s the first template without a thumbnail is generated, one at a time', async () => {
    const { generate, finish, hook } = setup();
    await act(() => jest.advanceTimersByTimeAsync(3999));
    expect(generate).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(generate.mock.calls).toEqual([['2']]);
    // The second waits while the first runs.
    await act(() => jest.advanceTimersByTimeAsync(10000));
    expect(generate).toHaveBeenCalledTimes(1);
    await act(async () => finish[0]!());
    hook.rerender({
      documents: [drafts[0]!, { ...drafts[1]!, thum: '/t/2.webp' }, drafts[2]!],
      paused: false,
    });
    await act(() => jest.advanceTimersByTimeAsync(4000));
    expect(generate.mock.calls).toEqual([['2'], ['3']]);
  });

  test('nothing starts while a wait modal is visible', async () => {
    const { generate, hook } = setup(true);
    await act(() => jest.advanceTimersByTimeAsync(10000));
    expect(generate).not.toHaveBeenCalled();
    hook.rerender({ documents: drafts, paused: false });
    await act(() => jest.advanceTimersByTimeAsync(4000));
    expect(generate).toHaveBeenCalledWith('2');
  });

  test('a failure is reported once and the template is not tried again', async () => {
    const failed: CreateOutcome = { status: 'error', reason: 'timeout' };
    const { generate, onError, finish } = setup(false, failed);
    await act(() => jest.advanceTimersByTimeAsync(4000));
    await act(async () => finish[0]!());
    expect(onError).toHaveBeenCalledWith(failed);
    await act(() => jest.advanceTimersByTimeAsync(4000));
    expect(generate.mock.calls).toEqual([['2'], ['3']]);
  });
});
