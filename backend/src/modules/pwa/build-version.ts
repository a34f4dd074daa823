import fs from 'node:fs';
import path from 'node:path';
import { WatchedJsonFile } from '../../shared/watched-json-file';

/**
 * `ver_st`: the installed app compares it with its own and refreshes its caches when it differs
 * (seed 000 §8). It comes from the shell build's `version.json` (`{"version": "..."}`), so a new
 * front-end build changes it without restarting the server; without a build, the backend version.
 */
export class BuildVersion {
  private readonly versionFile: WatchedJsonFile<string>;

  constructor(
    staticRoot: string,
    private readonly fallback: string,
  ) {
    this.versionFile = new WatchedJsonFile(
      path.join(staticRoot, 'shell', 'dist', 'version.json'),
      (raw) => {
        const record =
          typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
        const version = record.version ?? record.ver_st;
        return typeof version === 'string' && version.length > 0 && version.length <= 100
          ? { ok: true, value: version }
          : { ok: false, error: 'version.json needs a "version" string' };
      },
    );
  }

  async current(): Promise<string> {
    const read = await this.versionFile.read();
    return read.state === 'ok' ? read.value : this.fallback;
  }
}

export function packageVersion(packageDir: string): string {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}
