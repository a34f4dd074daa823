import type { DataSource } from 'typeorm';
import { databases, startTestApp } from '../../test-support/test-app';
import { preparedQuery } from '../prepared-statements';

/** A data source that records what reaches its query(). */
function recordingSource(type: string) {
  const calls: Array<{ query: unknown; values: unknown }> = [];
  const dataSource = {
    driver: { options: { type } },
    query: async (query: unknown, values: unknown) => {
      calls.push({ query, values });
      return [];
    },
  } as unknown as DataSource;
  return { dataSource, calls };
}

describe('preparedQuery', () => {
  it('names a statement on PostgreSQL by its text: one text, one name', async () => {
    const { dataSource, calls } = recordingSource('postgres');
    await preparedQuery(dataSource, 'SELECT 1 WHERE $1 = 1', [1]);
    await preparedQuery(dataSource, 'SELECT 2 WHERE $1 = 2', [2]);
    await preparedQuery(dataSource, 'SELECT 1 WHERE $1 = 1', [3]);
    const [first, second, third] = calls.map(
      (call) => call.query as { name: string; text: string },
    );
    expect(first).toEqual({
      name: expect.stringMatching(/^gramota_\d+$/),
      text: 'SELECT 1 WHERE $1 = 1',
    });
    expect(second!.name).not.toBe(first!.name);
    expect(third).toEqual(first);
    expect(calls.map((call) => call.values)).toEqual([[1], [2], [3]]);
  });

  it('is a plain query on SQLite', async () => {
    const { dataSource, calls } = recordingSource('better-sqlite3');
    await preparedQuery(dataSource, 'SELECT ?', [1]);
    expect(calls).toEqual([{ query: 'SELECT ?', values: [1] }]);
  });
});

describe.each(databases)('preparedQuery on %s', (kind) => {
  it('answers like a plain query, again and again on every pooled connection', async () => {
    const app = await startTestApp(kind);
    try {
      const sql =
        kind === 'postgres' ? 'SELECT CAST($1 AS integer) + 1 AS next' : 'SELECT ? + 1 AS next';
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          preparedQuery<Array<{ next: number }>>(app.dataSource, sql, [index]),
        ),
      );
      expect(answers.map(([row]) => Number(row!.next))).toEqual(
        Array.from({ length: 30 }, (_, index) => index + 1),
      );
    } finally {
      await app.close();
    }
  });
});
