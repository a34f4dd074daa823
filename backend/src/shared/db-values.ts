import type { ValueTransformer } from 'typeorm';

/**
 * Milliseconds since the epoch kept in BIGINT columns: PostgreSQL hands BIGINT back as a string
 * (it may not fit a JS number in general; epoch milliseconds always do), SQLite as a number.
 */
export const epochMilliseconds: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** A raw row's boolean: SQLite answers 0/1, PostgreSQL true/false. */
export const rawBoolean = (value: unknown): boolean =>
  value === true || value === 1 || value === '1';

/** A raw row's integer or BIGINT (a string on PostgreSQL). */
export const rawNumber = (value: unknown): number => Number(value);

/** The number of rows an UPDATE changed (both drivers report it). */
export const changed = (result: { affected?: number | null }) => result.affected ?? 0;
