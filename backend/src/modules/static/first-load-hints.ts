import fs from 'node:fs/promises';
import path from 'node:path';
import {
  FIRST_SCREEN_FILE,
  REMOTES_MANIFEST_PATH,
  areaForAppPath,
  areaPublicPath,
  areaScreenScripts,
  firstScreenList,
  isBuildFileName,
  pageForAppPath,
  type FirstScreenFiles,
  type Language,
  type RemotesManifest,
} from '@gramota/contracts';

/** What the hints read of an area's mf-manifest.json (written by its build). */
interface AreaManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: string[] } } }>;
}

const SHELL_BASE = '/shell/';

/**
 * Preload hints for an /app/ page (a `Link` header, issue 34): on a cold visit the shell learns
 * of the remotes manifest, the page's area manifest, its remoteEntry.js, its exposed module, the
 * area's root component and the page's screen only after its own scripts have run, each from the
 * one before: six rounds of waiting after main.js; and of the strings of a language other than
 * Russian (which the bundles hold) when its code asks for them. Named in the page's answer, they
 * download beside the shell's scripts instead. Only an area served here (its default entry in
 * remotes.json) is hinted; what is hinted must be requested the same way the page will (fetch for
 * JSON: `as=fetch` + `crossorigin`; plain script tags: `as=script`), or the browser downloads it
 * twice. `language` must be the one the page starts in (contracts detectLanguage), or a teacher
 * downloads strings she never sees.
 */
export class FirstLoadHints {
  /** Each build file read, kept while it is unchanged (a redeploy replaces it). */
  private readonly files = new Map<string, { mtimeMs: number; parsed: unknown }>();

  constructor(
    private readonly areaDist: (area: string) => string,
    private readonly shellDist: string,
  ) {}

  async linkHeader(
    pathname: string,
    remotes: Partial<RemotesManifest>,
    language: Language,
  ): Promise<string> {
    const links = [`<${REMOTES_MANIFEST_PATH}>; rel=preload; as=fetch; crossorigin=anonymous`];
    const scripts = (base: string, files: readonly unknown[]) => {
      for (const file of new Set(files))
        if (isBuildFileName(file)) links.push(`<${base}${file}>; rel=preload; as=script`);
    };
    // The shell's own first scripts come first: its page cannot start before them.
    const shell = await this.read<FirstScreenFiles>(path.join(this.shellDist, FIRST_SCREEN_FILE));
    scripts(SHELL_BASE, firstScreenList(shell, 'always'));
    const area = areaForAppPath(pathname);
    // Only an area whose files this server serves; one published elsewhere is not hinted.
    const base = area ? areaPublicPath(area) : '';
    if (area && remotes[area] === `${base}mf-manifest.json`) {
      links.push(`<${base}mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous`);
      const dist = this.areaDist(area);
      const manifest = await this.read<AreaManifest>(path.join(dist, 'mf-manifest.json'));
      const screen = await this.read<FirstScreenFiles>(path.join(dist, FIRST_SCREEN_FILE));
      const page = pageForAppPath(pathname) ?? '';
      scripts(base, [
        ...(manifest ? scriptsOf(manifest) : []),
        ...areaScreenScripts(screen, page, language),
      ]);
    }
    scripts(SHELL_BASE, firstScreenList(shell?.locales?.always, language));
    return links.join(', ');
  }

  /** A build's JSON file, or null while it is missing or being rewritten by a deploy. */
  private async read<T>(file: string): Promise<T | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(file)).mtimeMs;
    } catch {
      return null;
    }
    const known = this.files.get(file);
    if (known?.mtimeMs === mtimeMs) return known.parsed as T | null;
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch {
      // Half written: no hints from it this time, the page still loads.
    }
    this.files.set(file, { mtimeMs, parsed });
    return parsed as T | null;
  }
}

function scriptsOf(manifest: AreaManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const entryName = path.posix.join(entry?.path ?? '', entry?.name ?? 'remoteEntry.js');
  const app = manifest.exposes?.find(
    (exposed) => exposed.name === 'app' || exposed.path === './app',
  );
  return [entryName, ...(app?.assets?.js?.sync ?? [])];
}
