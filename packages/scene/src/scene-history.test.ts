import { blankScene } from './scene-defaults';
import type { WorkshopScene } from './scene-model';
import { canRedo, canUndo, createHistory, push, redo, replacePresent, undo } from './scene-history';

const titled = (text: string): WorkshopScene => {
  const scene = blankScene('a4');
  return { ...scene, title: { ...scene.title, text } };
};

describe('scene history', () => {
  it('undoes and redoes changes in order', () => {
    let history = createHistory(titled('A'));
    expect([canUndo(history), canRedo(history)]).toEqual([false, false]);
    history = push(history, titled('B'));
    history = push(history, titled('C'));
    history = undo(history);
    expect(history.present.title.text).toBe('B');
    history = undo(history);
    expect(history.present.title.text).toBe('A');
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(history);
    history = redo(history);
    expect(history.present.title.text).toBe('C');
    expect(canRedo(history)).toBe(false);
    expect(redo(history)).toBe(history);
  });

  it('clears redo when a new change is made after an undo', () => {
    let history = push(push(createHistory(titled('A')), titled('B')), titled('C'));
    history = undo(history);
    expect(canRedo(history)).toBe(true);
    history = push(history, titled('D'));
    expect(canRedo(history)).toBe(false);
    history = undo(history);
    expect(history.present.title.text).toBe('B');
  });

  it('keeps at most `limit` steps back, dropping the oldest', () => {
    let history = createHistory(titled('0'), 100);
    for (let step = 1; step <= 150; step += 1) history = push(history, titled(String(step)));
    expect(history.past).toHaveLength(100);
    while (canUndo(history)) history = undo(history);
    expect(history.present.title.text).toBe('50');
  });

  it('never changes the history it is given', () => {
    const first = createHistory(titled('A'));
    const second = push(first, titled('B'));
    const frozen = JSON.stringify(second);
    undo(second);
    redo(undo(second));
    push(second, titled('C'));
    expect(JSON.stringify(second)).toBe(frozen);
    expect(first.past).toHaveLength(0);
  });

  it('replaces the present without a new undo step (a drag in progress)', () => {
    let history = push(createHistory(titled('A')), titled('B'));
    history = replacePresent(history, titled('B moved'));
    expect(history.present.title.text).toBe('B moved');
    expect(undo(history).present.title.text).toBe('A');
  });

  it('takes the same snapshot twice as no change', () => {
    const history = createHistory(titled('A'));
    expect(push(history, history.present)).toBe(history);
  });
});
