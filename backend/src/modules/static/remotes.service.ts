import path from 'node:path';
import { AREAS, areaPublicPath, type AreaName, type RemotesManifest } from '@gramota/contracts';
import type { Logger } from '../../logger';
import { WatchedJsonFile } from '../../shared/watched-json-file';

/** Where each area's build is found when nothing overrides it: the files this server serves. */
export function defaultRemotes(): RemotesManifest {
  return Object.fromEntries(
    AREAS.map((area) => [area, `${areaPublicPath(area)}mf-manifest.json`]),
  ) as RemotesManifest;
}

type Overrides = Partial<Record<AreaName, string>>;

export function validateOverrides(
  raw: unknown,
): { ok: true; value: Overrides } | { ok: false; error: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: 'must be a JSON object of area name to URL' };
  }
  const overrides: Overrides = {};
  for (const [area, url] of Object.entries(raw)) {
    if (!(AREAS as readonly string[]).includes(area))
      return { ok: false, error: `unknown area "${area.slice(0, 40)}"` };
    if (typeof url !== 'string' || url.length === 0 || url.length > 2000) {
      return { ok: false, error: `"${area}" must be a URL string` };
    }
    overrides[area as AreaName] = url;
  }
  return { ok: true, value: overrides };
}

/**
 * The runtime remotes manifest (ARCHITECTURE §2). Redeploying one area means publishing its build
 * and pointing its entry in DATA_DIR/remotes.json at it; nothing else is rebuilt or restarted.
 */
export class RemotesService {
  private readonly overridesFile: WatchedJsonFile<Overrides>;
  private lastReportedError?: string;

  constructor(
    dataDir: string,
    private readonly logger: Logger,
  ) {
    this.overridesFile = new WatchedJsonFile(path.join(dataDir, 'remotes.json'), validateOverrides);
  }

  async manifest(): Promise<RemotesManifest> {
    const read = await this.overridesFile.read();
    if (read.state === 'ok') return { ...defaultRemotes(), ...read.value };
    if (read.state === 'invalid' && read.error !== this.lastReportedError) {
      // A broken override file must not take every area down: report it once, serve the defaults.
      this.lastReportedError = read.error;
      this.logger.error(
        { file: this.overridesFile.file, problem: read.error },
        'remotes overrides ignored',
      );
    }
    return defaultRemotes();
  }
}
