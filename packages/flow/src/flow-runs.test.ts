import { FlowRuns } from './flow-runs';

describe('FlowRuns', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a step after its wait while the run it was asked in goes on', () => {
    const runs = new FlowRuns();
    const step = jest.fn();
    runs.begin();
    runs.after(1000, step);
    jest.advanceTimersByTime(999);
    expect(step).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('voids the timers and the answers of a run once a new one begins', () => {
    const runs = new FlowRuns();
    const step = jest.fn();
    runs.begin();
    const first = runs.current;
    runs.after(1000, step);
    runs.begin();
    jest.advanceTimersByTime(5000);
    expect(step).not.toHaveBeenCalled();
    expect(runs.isCurrent(first)).toBe(false);
    expect(runs.isCurrent(runs.current)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('waits on the clock it is given', () => {
    const pending: (() => void)[] = [];
    const cleared: unknown[] = [];
    const runs = new FlowRuns({
      setTimeout: (callback) => pending.push(callback),
      clearTimeout: (handle) => void cleared.push(handle),
    });
    const step = jest.fn();
    runs.after(10, step);
    pending[0]!();
    expect(step).toHaveBeenCalledTimes(1);
    runs.after(10, step);
    runs.begin();
    expect(cleared).toEqual([2]);
  });
});
