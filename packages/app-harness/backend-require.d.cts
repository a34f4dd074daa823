// Types of backend-require.cjs.

/** require() as if from backend/ (koa, better-sqlite3, pg, sharp): cast the answer at the call. */
export function backendRequire(name: string): unknown;
