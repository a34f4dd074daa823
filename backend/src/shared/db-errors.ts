/** A unique index or primary key refused the write (PostgreSQL 23505, SQLite ..._UNIQUE / _PRIMARYKEY). */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { driverError?: unknown } | null)?.driverError];
  return candidates.some((candidate) => {
    if (typeof candidate !== 'object' || candidate === null) return false;
    const code = (candidate as { code?: unknown }).code;
    return (
      code === '23505' ||
      code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
    );
  });
}
