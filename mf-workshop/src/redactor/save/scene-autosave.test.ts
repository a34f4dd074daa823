import { SceneAutosave, type SaveIndicatorState } from './scene-autosave';

type Scene = { title: string };

function setUp(save = jest.fn(async (_scene: Scene) => ({ result: 'success' }))) {
  const states: SaveIndicatorState[] = [];
  const autosave = new SceneAutosave<Scene>(
    {
      save,
      onStateChange: (state) => states.push(state),
      intervalMs: 5000,
      savedTextAfterMs: 1000,
      savedIconAfterMs: 5000,
    },
    { title: 'Сертификат' },
  );
  autosave.start();
  return { autosave, save, states };
}

describe('the template autosave', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves every 5 s only when the scene changed', async () => {
    const { autosave, save } = setUp();
    await jest.advanceTimersByTimeAsync(15_000);
    expect(save).not.toHaveBeenCalled();
    autosave.update({ title: 'Диплом' });
    await jest.advanceTimersByTimeAsync(4_999);
    expect(save).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledWith({ title: 'Диплом' });
    await jest.advanceTimersByTimeAsync(20_000);
    expect(save).toHaveBeenCalledTimes(1);
    autosave.stop();
  });

  it('shows saving, the text after 1 s, then the icon alone 5 s later', async () => {
    const { autosave, states } = setUp();
    autosave.update({ title: 'Диплом' });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(states).toEqual(['saving']);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(states).toEqual(['saving', 'saved']);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(states).toEqual(['saving', 'saved']);
    await jest.advanceTimersByTimeAsync(1);
    expect(states).toEqual(['saving', 'saved', 'idle']);
    autosave.stop();
  });

  it('says a failed save failed and tries again at the next tick', async () => {
    const save = jest
      .fn(async (_scene: Scene) => ({ result: 'success' }))
      .mockRejectedValueOnce(new Error('offline'));
    const { autosave, states } = setUp(save);
    autosave.update({ title: 'Диплом' });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(states).toEqual(['saving', 'error']);
    expect(autosave.isDirty()).toBe(true);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(autosave.isDirty()).toBe(false);
    autosave.stop();
  });

  it('flush saves at once (Ready) and rejects when the server refuses', async () => {
    const save = jest
      .fn(async (_scene: Scene) => ({ result: 'success' }))
      .mockRejectedValueOnce(new Error('scene_invalid'));
    const { autosave } = setUp(save);
    autosave.update({ title: 'Диплом' });
    await expect(autosave.flush()).rejects.toThrow('scene_invalid');
    await expect(autosave.flush()).resolves.toBeUndefined();
    expect(save).toHaveBeenCalledTimes(2);
    await autosave.flush();
    expect(save).toHaveBeenCalledTimes(2);
    autosave.stop();
  });
});
