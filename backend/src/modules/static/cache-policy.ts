import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Entry points keep their names across builds; everything else a build emits has a content hash. */
const ENTRY_FILES = new Set(['remoteEntry.js', 'sw.js', 'service-worker.js']);

/**
 * Cache-Control for a file of a front-end build. Entry points (HTML, JSON manifests such as
 * mf-manifest.json and version.json, remoteEntry.js, the service worker) must be revalidated or a
 * redeploy would not be seen; hashed chunks never change, so browsers may keep them for a year.
 */
export function cacheControlForBuildFile(filePath: string): string {
  const name = path.basename(filePath);
  if (
    ENTRY_FILES.has(name) ||
    name.endsWith('.html') ||
    name.endsWith('.json') ||
    name.endsWith('.webmanifest')
  ) {
    return NO_CACHE;
  }
  return IMMUTABLE;
}
