import { createFrameBatcher } from './frame-batcher';

describe('the drag frame batcher', () => {
  it('applies at most one value per animation frame, the latest', () => {
    const frames: (() => void)[] = [];
    const applied: number[] = [];
    const batcher = createFrameBatcher<number>(
      (value) => applied.push(value),
      (callback) => frames.push(callback),
      () => undefined,
    );
    for (let x = 1; x <= 20; x += 1) batcher.push(x);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(applied).toEqual([20]);
    batcher.push(21);
    batcher.push(22);
    frames.shift()!();
    expect(applied).toEqual([20, 22]);
  });

  it('flushes the last position at the drag end and nothing after it', () => {
    const frames: (() => void)[] = [];
    const applied: number[] = [];
    const batcher = createFrameBatcher<number>(
      (value) => applied.push(value),
      (callback) => frames.push(callback),
      () => undefined,
    );
    batcher.push(5);
    batcher.flush();
    expect(applied).toEqual([5]);
    frames.shift()?.();
    expect(applied).toEqual([5]);
  });
});
