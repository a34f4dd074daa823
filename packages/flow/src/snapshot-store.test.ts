import { SnapshotStore } from './snapshot-store';

describe('SnapshotStore', () => {
  it('tells its listeners of a new snapshot, not of the same one set again', () => {
    const first = { phase: 'idle' };
    const store = new SnapshotStore(first);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set(first);
    expect(listener).not.toHaveBeenCalled();
    const next = { phase: 'busy' };
    store.set(next);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(next);
  });

  it('forgets a listener that unsubscribed, and every listener once cleared', () => {
    const store = new SnapshotStore(0);
    const gone = jest.fn();
    const stays = jest.fn();
    const unsubscribe = store.subscribe(gone);
    store.subscribe(stays);
    unsubscribe();
    store.set(1);
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledTimes(1);
    store.clear();
    store.set(2);
    expect(stays).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(2);
  });
});
