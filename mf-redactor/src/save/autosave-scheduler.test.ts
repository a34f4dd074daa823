import { AutosaveScheduler, type SaveIndicatorState } from './autosave-scheduler';

interface Snapshot {
  content: string;
  font: string;
}

function setup(save: jest.Mock = jest.fn().mockResolvedValue(undefined)) {
  const states: SaveIndicatorState[] = [];
  const scheduler = new AutosaveScheduler<Snapshot>(
    {
      fingerprint: (snapshot) => `${snapshot.content}|${snapshot.font}`,
      save,
      onStateChange: (state) => states.push(state),
      intervalMs: 5000,
      savedTextAfterMs: 1000,
      savedIconAfterMs: 5000,
    },
    { content: 'Грамота', font: 'Philosopher' },
  );
  return { scheduler, save, states };
}

/** Lets the save's promise settle between timer steps. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('autosave scheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('skips a tick while nothing changed since the last save', async () => {
    const { scheduler, save } = setup();
    scheduler.start();
    await jest.advanceTimersByTimeAsync(15000);
    expect(save).not.toHaveBeenCalled();
    // The same content again is no change either.
    scheduler.update({ content: 'Грамота', font: 'Philosopher' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    scheduler.stop();
  });

  test('saves the latest snapshot at the next tick after a change, once', async () => {
    const { scheduler, save } = setup();
    scheduler.start();
    scheduler.update({ content: 'Грамота Ивану', font: 'Philosopher' });
    scheduler.update({ content: 'Грамота Ивану Петрову', font: 'Philosopher' });
    await jest.advanceTimersByTimeAsync(4999);
    expect(save).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(
      { content: 'Грамота Ивану Петрову', font: 'Philosopher' },
      'tick',
    );
    await jest.advanceTimersByTimeAsync(10000);
    expect(save).toHaveBeenCalledTimes(1);
    // A font change alone is a change.
    scheduler.update({ content: 'Грамота Ивану Петрову', font: 'Lobster' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  test('indicator: saving, the text 1 s after the save started, the icon only 5 s later', async () => {
    const { scheduler, states } = setup();
    scheduler.start();
    scheduler.update({ content: 'changed', font: 'Philosopher' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(scheduler.indicator).toBe('saving');
    await jest.advanceTimersByTimeAsync(999);
    expect(scheduler.indicator).toBe('saving');
    await jest.advanceTimersByTimeAsync(1);
    expect(scheduler.indicator).toBe('saved');
    await jest.advanceTimersByTimeAsync(4999);
    expect(scheduler.indicator).toBe('saved');
    await jest.advanceTimersByTimeAsync(1);
    expect(scheduler.indicator).toBe('idle');
    expect(states).toEqual(['saving', 'saved', 'idle']);
    scheduler.stop();
  });

  test('a slow save shows the text as soon as it is done when 1 s has already passed', async () => {
    let finish: () => void = () => undefined;
    const save = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { scheduler } = setup(save);
    scheduler.update({ content: 'changed', font: 'Philosopher' });
    void scheduler.tick();
    await jest.advanceTimersByTimeAsync(3000);
    expect(scheduler.indicator).toBe('saving');
    finish();
    await settle();
    await jest.advanceTimersByTimeAsync(0);
    expect(scheduler.indicator).toBe('saved');
  });

  test('a failed save keeps the change and is tried again at the next tick', async () => {
    const save = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const onError = jest.fn();
    const states: SaveIndicatorState[] = [];
    const scheduler = new AutosaveScheduler<Snapshot>(
      {
        fingerprint: (snapshot) => snapshot.content,
        save,
        onError,
        onStateChange: (state) => states.push(state),
        intervalMs: 5000,
        savedTextAfterMs: 1000,
        savedIconAfterMs: 5000,
      },
      { content: 'a', font: 'x' },
    );
    scheduler.start();
    scheduler.update({ content: 'b', font: 'x' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(scheduler.indicator).toBe('error');
    expect(scheduler.isDirty()).toBe(true);
    // Typed meanwhile: the retry sends everything, the failed text included.
    scheduler.update({ content: 'bc', font: 'x' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1][0]).toEqual({ content: 'bc', font: 'x' });
    expect(scheduler.isDirty()).toBe(false);
    await jest.advanceTimersByTimeAsync(1000);
    expect(states).toEqual(['saving', 'error', 'saving', 'saved']);
    scheduler.stop();
  });

  test('no second save starts while one is on its way', async () => {
    let finish: () => void = () => undefined;
    const save = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { scheduler } = setup(save);
    scheduler.start();
    scheduler.update({ content: 'one', font: 'Philosopher' });
    await jest.advanceTimersByTimeAsync(5000);
    scheduler.update({ content: 'two', font: 'Philosopher' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await settle();
    await jest.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]).toEqual([{ content: 'two', font: 'Philosopher' }, 'tick']);
    finish();
    scheduler.stop();
  });

  test('leaving sends an unsaved snapshot at once, synchronously, and nothing when saved', () => {
    const { scheduler, save } = setup();
    scheduler.leave();
    expect(save).not.toHaveBeenCalled();
    scheduler.update({ content: 'last words', font: 'Philosopher' });
    scheduler.leave('hidden');
    expect(save).toHaveBeenCalledWith({ content: 'last words', font: 'Philosopher' }, 'hidden');
  });

  test('flush waits for the save on its way and then saves the rest', async () => {
    const { scheduler, save } = setup();
    scheduler.update({ content: 'one', font: 'Philosopher' });
    void scheduler.tick();
    scheduler.update({ content: 'two', font: 'Philosopher' });
    await scheduler.flush();
    expect(save.mock.calls.map((call) => call[0].content)).toEqual(['one', 'two']);
    expect(scheduler.isDirty()).toBe(false);
  });

  test('flush rejects when the save fails', async () => {
    const { scheduler } = setup(jest.fn().mockRejectedValue(new Error('500')));
    scheduler.update({ content: 'one', font: 'Philosopher' });
    await expect(scheduler.flush()).rejects.toThrow('save failed');
  });

  test('after discard (the document was cleared) nothing is saved, not even on leaving', async () => {
    const { scheduler, save } = setup();
    scheduler.start();
    scheduler.update({ content: 'old text', font: 'Philosopher' });
    scheduler.discard();
    scheduler.leave();
    await jest.advanceTimersByTimeAsync(10000);
    expect(save).not.toHaveBeenCalled();
  });
});
