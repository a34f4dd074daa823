/** jose is ESM-only: loaded on first use (Node's require(esm) in the build, swc in jest). */
type Jose = typeof import('jose');
let library: Promise<Jose> | undefined;

export function joseLibrary(): Promise<Jose> {
  library ??= import('jose');
  return library;
}
