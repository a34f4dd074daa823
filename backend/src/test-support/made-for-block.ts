/**
 * Something a describe block (or a whole test file, at its top level) makes once before its tests
 * and removes after them, held under one name the block's tests use as if it were there already:
 *
 *   const smtp = madeForBlock(launchSmtp, (made) => made.stop());
 *   it('mails', async () => { await smtp.waitForMessage(to); });
 *
 * This replaces the `let x; beforeAll(make x); afterAll(remove x)` trio each file wrote again.
 * Every property is read from the made value when it is used (methods bound to it); used before
 * the block's beforeAll made it, or after its afterAll, it throws saying so.
 */
export function madeForBlock<T extends object>(
  make: () => Promise<T>,
  remove: (made: T) => unknown,
  timeoutMs?: number,
): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  }, timeoutMs);
  afterAll(async () => {
    const removing = made;
    made = undefined;
    if (removing) await remove(removing);
  }, timeoutMs);
  const current = (): T => {
    if (!made) throw new Error('madeForBlock: used outside the tests of the block that makes it');
    return made;
  };
  return new Proxy({} as T, {
    get(_target, key) {
      // Not a promise: `await` and jest's printing look for `then` before anything is made.
      if (key === 'then') return undefined;
      const value: unknown = Reflect.get(current(), key);
      return typeof value === 'function' ? (value as () => unknown).bind(current()) : value;
    },
    has: (_target, key) => Reflect.has(current(), key),
  });
}
