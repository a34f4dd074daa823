import {
  checkVersion,
  clearAllCaches,
  INTRO_PATH,
  isVersionMismatch,
  MISMATCH_REDIRECT_MS,
} from './version-check';

function deps(overrides: Partial<Parameters<typeof checkVersion>[0]> = {}) {
  const calls: string[] = [];
  const waited: number[] = [];
  return {
    calls,
    waited,
    deps: {
      own: 'abc123def456',
      readServerVersion: async () => 'fff000fff000',
      clearCaches: async () => {
        calls.push('clear');
      },
      goTo: (path: string) => calls.push(`go ${path}`),
      currentPath: () => '/app/docs/',
      wait: async (ms: number) => {
        waited.push(ms);
        calls.push('wait');
      },
      ...overrides,
    },
  };
}

describe('isVersionMismatch', () => {
  it('is a mismatch only when both versions are known and differ', () => {
    expect(isVersionMismatch('a1', 'b2')).toBe(true);
    expect(isVersionMismatch('a1', 'a1')).toBe(false);
    expect(isVersionMismatch(null, 'b2')).toBe(false);
    expect(isVersionMismatch('a1', undefined)).toBe(false);
    expect(isVersionMismatch('a1', '')).toBe(false);
    expect(isVersionMismatch('a1', 42)).toBe(false);
  });
});

describe('checkVersion (seed 000 §8)', () => {
  it('on a different ver_st clears the caches, waits 0.5 s, then opens the intro', async () => {
    const { deps: d, calls, waited } = deps();
    expect(await checkVersion(d)).toBe(true);
    expect(calls).toEqual(['clear', 'wait', `go ${INTRO_PATH}`]);
    expect(waited).toEqual([MISMATCH_REDIRECT_MS]);
    expect(MISMATCH_REDIRECT_MS).toBe(500);
  });

  it('does nothing when the versions match', async () => {
    const { deps: d, calls } = deps({ readServerVersion: async () => 'abc123def456' });
    expect(await checkVersion(d)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('does nothing when pwa-int cannot be reached (offline)', async () => {
    const { deps: d, calls } = deps({
      readServerVersion: () => Promise.reject(new Error('offline')),
    });
    expect(await checkVersion(d)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('on the intro itself only clears, so a stale copy cannot loop', async () => {
    const { deps: d, calls } = deps({ currentPath: () => INTRO_PATH });
    expect(await checkVersion(d)).toBe(true);
    expect(calls).toEqual(['clear']);
  });

  it('still goes to the intro when clearing the caches fails', async () => {
    const { deps: d, calls } = deps({ clearCaches: () => Promise.reject(new Error('quota')) });
    expect(await checkVersion(d)).toBe(true);
    expect(calls).toEqual(['wait', `go ${INTRO_PATH}`]);
  });

  it('uses a real 0.5 s timer by default', async () => {
    jest.useFakeTimers();
    try {
      const { deps: d, calls } = deps({ wait: undefined });
      const done = checkVersion(d);
      await jest.advanceTimersByTimeAsync(MISMATCH_REDIRECT_MS - 1);
      expect(calls).toEqual(['clear']);
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(calls).toEqual(['clear', `go ${INTRO_PATH}`]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('clearAllCaches', () => {
  it('deletes every cache the site has', async () => {
    const names = new Set(['gramota-pages', 'gramota-api', 'other']);
    const storage = {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    } as unknown as CacheStorage;
    await clearAllCaches(storage);
    expect([...names]).toEqual([]);
  });
});
