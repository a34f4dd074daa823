import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  databases,
  type TestDatabase,
} from '../../../test-support/test-database';
import { PeriodicLeases } from '..';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databases)('periodic work leases on %s', (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let now = Date.UTC(2026, 10, 29, 3, 0);
  const clock = () => new Date(now);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-leases-'));
    database = await createTestDatabase(kind, dataDir);
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives a turn to one instance of two a period, and the next period to whoever asks first', async () => {
    const first = new PeriodicLeases(database.dataSource, clock, 'backend-a');
    const second = new PeriodicLeases(database.dataSource, clock, 'backend-b');

    // Both timers fire at the same moment: the database lets one through.
    const turns = await Promise.all([
      first.claim('anonymous-sweep', DAY_MS),
      second.claim('anonymous-sweep', DAY_MS),
    ]);
    expect(turns.filter(Boolean)).toHaveLength(1);

    // Later the same day neither runs it again; other work has its own lease.
    now += 6 * 60 * 60 * 1000;
    expect(await first.claim('anonymous-sweep', DAY_MS)).toBe(false);
    expect(await second.claim('anonymous-sweep', DAY_MS)).toBe(false);
    expect(await second.claim('another-job', DAY_MS)).toBe(true);

    // A day on, one of them takes it again (here the one that asks first), once.
    now += DAY_MS;
    expect(await second.claim('anonymous-sweep', DAY_MS)).toBe(true);
    expect(await first.claim('anonymous-sweep', DAY_MS)).toBe(false);
    const row = await database.dataSource.query(
      `SELECT holder FROM periodic_leases WHERE name = 'anonymous-sweep'`,
    );
    expect(row).toEqual([{ holder: 'backend-b' }]);
  });

  it('many instances asking at once: exactly one turn', async () => {
    const instances = Array.from(
      { length: 8 },
      (_, index) => new PeriodicLeases(database.dataSource, clock, `backend-${index}`),
    );
    now += 10 * DAY_MS;
    const turns = await Promise.all(instances.map((lease) => lease.claim('drive-digest', DAY_MS)));
    expect(turns.filter(Boolean)).toHaveLength(1);
  });
});
