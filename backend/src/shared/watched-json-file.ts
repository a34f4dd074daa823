import fs from 'node:fs/promises';

export type WatchedJsonRead<T> =
  { state: 'missing' } | { state: 'ok'; value: T } | { state: 'invalid'; error: string };

/**
 * A small JSON file that operators or builds change while the server runs (remotes overrides, the
 * shell's version.json). Each read costs one stat; the file is parsed again only when its mtime or
 * size changed. The cache is just a copy of the file, so several instances stay consistent.
 */
export class WatchedJsonFile<T> {
  private cached?: { mtimeMs: number; size: number; result: WatchedJsonRead<T> };

  constructor(
    readonly file: string,
    private readonly validate: (
      raw: unknown,
    ) => { ok: true; value: T } | { ok: false; error: string },
  ) {}

  async read(): Promise<WatchedJsonRead<T>> {
    let stats;
    try {
      stats = await fs.stat(this.file);
    } catch {
      this.cached = undefined;
      return { state: 'missing' };
    }
    if (this.cached && this.cached.mtimeMs === stats.mtimeMs && this.cached.size === stats.size) {
      return this.cached.result;
    }
    const result = await this.parse();
    this.cached = { mtimeMs: stats.mtimeMs, size: stats.size, result };
    return result;
  }

  private async parse(): Promise<WatchedJsonRead<T>> {
    try {
      const raw: unknown = JSON.parse(await fs.readFile(this.file, 'utf8'));
      const checked = this.validate(raw);
      return checked.ok
        ? { state: 'ok', value: checked.value }
        : { state: 'invalid', error: checked.error };
    } catch (error) {
      return { state: 'invalid', error: error instanceof Error ? error.message : String(error) };
    }
  }
}
