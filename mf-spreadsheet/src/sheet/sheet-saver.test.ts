import { defaultTable } from '../model/layout';
import { SheetSaver, type SaveState } from './sheet-saver';

function setup(fail = false) {
  const saved: string[][][] = [];
  const states: SaveState[] = [];
  const saver = new SheetSaver(
    {
      save: async (table) => {
        if (fail) throw new Error('offline');
        saved.push(table.data);
      },
      onState: (state) => states.push(state),
    },
    defaultTable(['Имя'], 'ru'),
  );
  return { saver, saved, states };
}

const edited = (text: string) => {
  const table = defaultTable(['Имя'], 'ru');
  return {
    ...table,
    data: table.data.map((row, i) => (i === 0 ? ['', text, ...row.slice(2)] : row)),
  };
};

describe('when the table is saved (seed 001 §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('20 s after load, then saved → icon alone after 3 s', async () => {
    const { saver, saved, states } = setup();
    saver.start();
    await jest.advanceTimersByTimeAsync(19_999);
    expect(saved).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(saved).toHaveLength(1);
    expect(states).toEqual(['saving', 'saved']);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(states).toEqual(['saving', 'saved', 'idle']);
  });

  test('changes are saved once the typing pauses, not per keystroke', async () => {
    const { saver, saved } = setup();
    saver.start();
    for (const text of ['А', 'Ан', 'Аня']) {
      saver.change(edited(text));
      await jest.advanceTimersByTimeAsync(500);
    }
    expect(saved).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(saved).toHaveLength(1);
    expect(saved[0]![0]![1]).toBe('Аня');
  });

  test('saveNow saves at once; nothing changed means nothing is sent', async () => {
    const { saver, saved } = setup();
    await expect(saver.saveNow()).resolves.toBe(true);
    expect(saved).toHaveLength(0);
    saver.change(edited('Оля'));
    await expect(saver.saveNow()).resolves.toBe(true);
    expect(saved).toHaveLength(1);
  });

  test('a failed save shows the error and saveNow says false', async () => {
    const { saver, states } = setup(true);
    saver.change(edited('Оля'));
    await expect(saver.saveNow()).resolves.toBe(false);
    expect(states).toEqual(['saving', 'error']);
  });

  test('leaving sends what is unsaved and stops the timers', async () => {
    const { saver, saved } = setup();
    saver.start();
    saver.change(edited('Оля'));
    saver.leave();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(saved).toHaveLength(1);
  });

  test('leaving with nothing changed sends nothing', async () => {
    const { saver, saved } = setup();
    saver.start();
    saver.leave();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(saved).toHaveLength(0);
  });
});
