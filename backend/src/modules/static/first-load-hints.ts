import fs from 'node:fs/promises';
import path from 'node:path';
import {
  REMOTES_MANIFEST_PATH,
  areaForAppPath,
  areaPublicPath,
  type RemotesManifest,
} from '@gramota/contracts';

/** What the hints read of an area's mf-manifest.json (written by its build). */
interface AreaManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * Preload hints for an /app/ page (a `Link` header, issue 34): on a cold visit the shell learns
 * of the remotes manifest, the page's area manifest, its remoteEntry.js and its exposed module
 * only after its own scripts have run, each from the one before: four rounds of waiting after
 * main.js. Named in the page's answer, they download beside the shell's scripts instead. Only an
 * area served here (its default entry in remotes.json) is hinted; what is hinted must be
 * requested the same way the page will (fetch for JSON: `as=fetch` + `crossorigin`; plain script
 * tags: `as=script`), or the browser downloads it twice.
 */
export class FirstLoadHints {
  /** Each area's parsed manifest, kept while its file is unchanged (a redeploy replaces it). */
  private readonly manifests = new Map<string, { mtimeMs: number; files: string[] }>();

  constructor(private readonly areaDist: (area: string) => string) {}

  async linkHeader(pathname: string, remotes: Partial<RemotesManifest>): Promise<string> {
    const links = [`<${REMOTES_MANIFEST_PATH}>; rel=preload; as=fetch; crossorigin=anonymous`];
    const area = areaForAppPath(pathname);
    // Only an area whose files this server serves; one published elsewhere is not hinted.
    const base = area ? areaPublicPath(area) : '';
    if (area && remotes[area] === `${base}mf-manifest.json`) {
      links.push(`<${base}mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous`);
      for (const file of await this.areaScripts(area))
        links.push(`<${base}${file}>; rel=preload; as=script`);
    }
    return links.join(', ');
  }

  /** remoteEntry.js and the sync scripts of the area's `./app`, as its manifest names them. */
  private async areaScripts(area: string): Promise<string[]> {
    const file = path.join(this.areaDist(area), 'mf-manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(file)).mtimeMs;
    } catch {
      return [];
    }
    const known = this.manifests.get(file);
    if (known?.mtimeMs === mtimeMs) return known.files;
    let files: string[] = [];
    try {
      files = scriptsOf(JSON.parse(await fs.readFile(file, 'utf8')) as AreaManifest);
    } catch {
      // A manifest being rewritten by a deploy: no hints this time, the page still loads.
    }
    this.manifests.set(file, { mtimeMs, files });
    return files;
  }
}

/** Relative file names only: a manifest never makes the page preload another site's file. */
const safeName = (name: string) => /^[\w.-]+(\/[\w.-]+)*$/.test(name) && !name.includes('..');

function scriptsOf(manifest: AreaManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const entryName = path.posix.join(entry?.path ?? '', entry?.name ?? 'remoteEntry.js');
  const app = manifest.exposes?.find(
    (exposed) => exposed.name === 'app' || exposed.path === './app',
  );
  return [entryName, ...(app?.assets?.js?.sync ?? [])].filter(safeName);
}
