// Types of ts-require.cjs.

/** A backend module: backend/dist/{name} when built, else backend/src/{name} compiled by swc. */
export function backendModule(name: string): {
  module: unknown;
  from: 'backend/dist' | 'backend/src (swc)';
};
/** Lets require() load .ts files (compiled by @swc/core like the jest config does). */
export function installTsRequire(): void;
