import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  databases,
  type TestDatabase,
} from '../../../test-support/test-database';
import { INSTALLATION, UsageLimits, type UsageRule } from '..';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(databases)('usage limits on %s', (kind) => {
  let dataDir: string;
  let database: TestDatabase;
  let now: number;
  let limits: UsageLimits;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-usage-'));
    database = await createTestDatabase(kind, dataDir);
  });

  beforeEach(() => {
    now = Date.UTC(2026, 10, 29, 9, 0, 0);
    limits = new UsageLimits(database.dataSource, () => new Date(now));
  });

  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const rules = (channel: string): UsageRule[] => [
    { scope: 'account', key: `${channel}-anna`, max: 3, windowMs: MINUTE },
    { scope: 'account', key: `${channel}-anna`, max: 5, windowMs: DAY },
    { scope: 'installation', key: INSTALLATION, max: 100, windowMs: DAY },
  ];

  it('lets exactly the limit through when uses arrive all at once, and records nothing for a refusal', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => limits.take('burst', rules('burst'))),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(3);
    expect(answers.filter((answer) => answer?.windowMs === MINUTE)).toHaveLength(7);
    // The installation counted the three that passed, not the seven refused.
    expect(await limits.usedNow('burst', rules('burst')[2]!)).toBe(3);
  });

  it('opens again when the window has passed, and the longer window still counts', async () => {
    for (let use = 0; use < 3; use += 1)
      expect(await limits.take('window', rules('window'))).toBeNull();
    expect(await limits.take('window', rules('window'))).toMatchObject({ windowMs: MINUTE });
    now += MINUTE + 1;
    expect(await limits.take('window', rules('window'))).toBeNull();
    expect(await limits.take('window', rules('window'))).toBeNull();
    now += MINUTE + 1;
    // Five in the day: the day's rule refuses now.
    expect(await limits.take('window', rules('window'))).toMatchObject({ windowMs: DAY });
    now += DAY;
    expect(await limits.take('window', rules('window'))).toBeNull();
  });

  it('keeps channels, scopes and keys apart', async () => {
    const address: UsageRule = { scope: 'address', key: '203.0.113.7', max: 1, windowMs: MINUTE };
    expect(await limits.take('mail', [address])).toBeNull();
    expect(await limits.take('mail', [address])).toEqual(address);
    expect(await limits.take('upload', [address])).toBeNull();
    expect(await limits.take('mail', [{ ...address, key: '203.0.113.8' }])).toBeNull();
    expect(await limits.take('mail', [{ ...address, scope: 'account' }])).toBeNull();
  });

  it('gives a use back with refund, and never refuses under a rule without a finite max', async () => {
    const one: UsageRule = { scope: 'account', key: 'refund-anna', max: 1, windowMs: DAY };
    expect(await limits.take('refund', [one])).toBeNull();
    await limits.refund('refund', [one]);
    expect(await limits.take('refund', [one])).toBeNull();
    expect(await limits.take('refund', [one])).toEqual(one);
    const open: UsageRule = { ...one, max: Number.POSITIVE_INFINITY };
    for (let use = 0; use < 3; use += 1) expect(await limits.take('refund', [open])).toBeNull();
  });

  it('counts a weight against the limit', async () => {
    const rule: UsageRule = { scope: 'installation', key: INSTALLATION, max: 10, windowMs: DAY };
    expect(await limits.take('weighted', [rule], 7)).toBeNull();
    expect(await limits.take('weighted', [rule], 4)).toEqual(rule);
    expect(await limits.take('weighted', [rule], 3)).toBeNull();
  });

  it('runs work under one lock at a time for the same key', async () => {
    const order: string[] = [];
    const work = (name: string) =>
      limits.withLock('one-key', async (manager) => {
        order.push(`${name} in`);
        await manager.query('SELECT 1');
        await new Promise((resolve) => setImmediate(resolve));
        order.push(`${name} out`);
      });
    await Promise.all([work('a'), work('b'), work('c')]);
    // Whoever gets the lock first, each one's work ends before the next one's begins.
    expect(order).toHaveLength(6);
    for (let step = 0; step < order.length; step += 2) {
      const name = order[step]!.split(' ')[0];
      expect([order[step], order[step + 1]]).toEqual([`${name} in`, `${name} out`]);
    }
  });
});
