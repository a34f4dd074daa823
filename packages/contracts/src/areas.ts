/** The seven federated areas, each its own package `mf-{name}` and remote `{name}`. */
export const AREAS = [
  'docs',
  'ready',
  'storage',
  'redactor',
  'spreadsheet',
  'workshop',
  'pay',
] as const;
export type AreaName = (typeof AREAS)[number];

/** Where the backend serves an area's built files. */
export const areaPublicPath = (area: AreaName) => `/mf/${area}/`;

/** Runtime remotes manifest: area -> URL of its `mf-manifest.json` (or `remoteEntry.js`). */
export type RemotesManifest = Record<AreaName, string>;

/** Document type letters (seed 000 §3), in tab order. */
export const DOC_TYPES = ['g', 'd', 'c', 'b', 's', 'p', 'o'] as const;
export type DocType = (typeof DOC_TYPES)[number];
