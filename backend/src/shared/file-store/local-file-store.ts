import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  assertFileKey,
  assertFilePrefix,
  type ByteRange,
  type FileStore,
  type StoredFileEntry,
  type StoredFileInfo,
  type StoredFileRead,
} from './file-store';

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * The default store: files under one folder (DATA_DIR), keys as relative paths. Writes go to a
 * temporary name beside the target and are renamed into place, so a reader never sees half a
 * file, even from another process on the same disk.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  /** The file's path on this disk (for tools that need a path: Chromium, pdftoppm). */
  pathOf(key: string): string {
    return path.join(this.root, ...assertFileKey(key).split('/'));
  }

  async put(key: string, body: Buffer | string): Promise<void> {
    await this.writeAtomically(key, (temporary) => fs.writeFile(temporary, body));
  }

  async putFile(key: string, localPath: string): Promise<void> {
    if (path.resolve(localPath) === this.pathOf(key)) return;
    await this.writeAtomically(key, (temporary) => fs.copyFile(localPath, temporary));
  }

  async get(key: string, range?: ByteRange): Promise<StoredFileRead | null> {
    const file = this.pathOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    // One open file for the size and the bytes: a rename in between cannot mix two versions.
    const stats = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    const within = range && range.start < stats.size ? clampRange(range, stats.size) : undefined;
    const body = createReadStream('', {
      fd: handle,
      start: within?.start,
      end: within?.end,
      autoClose: true,
    });
    return { body, size: stats.size, modified: stats.mtime, range: within };
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const stats = await fs.stat(this.pathOf(key));
      return stats.isFile() ? { size: stats.size, modified: stats.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredFileEntry> {
    assertFilePrefix(prefix);
    // The folder the prefix names or ends inside; entries are then filtered by the whole prefix.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    for await (const entry of this.walk(folder))
      if (entry.key.startsWith(prefix) && !isTemporary(entry.key)) yield entry;
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(this.pathOf(from), target);
  }

  /**
   * A hard link where the file system allows it (no bytes copied; safe, as nothing here writes a
   * file in place: a later put replaces the name, the copy keeps its bytes), otherwise a copy.
   */
  async copy(from: string, to: string): Promise<void> {
    const source = this.pathOf(from);
    await this.writeAtomically(to, async (temporary) => {
      try {
        await fs.link(source, temporary);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'].includes(code)) throw error;
        await fs.copyFile(source, temporary);
      }
    });
  }

  close(): void {}

  private async *walk(folder: string): AsyncIterable<StoredFileEntry> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(folder ? this.pathOf(folder) : this.root, {
        withFileTypes: true,
      });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* this.walk(key);
      else if (entry.isFile()) {
        const stats = await fs.stat(this.pathOf(key)).catch(() => null);
        if (stats) yield { key, size: stats.size };
      }
    }
  }

  private async writeAtomically(key: string, write: (temporary: string) => Promise<void>) {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}${TEMPORARY_MARK}${randomBytes(6).toString('hex')}`;
    try {
      await write(temporary);
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }
}

const TEMPORARY_MARK = '.part-';
const isTemporary = (key: string) => /\.part-[0-9a-f]{12}$/.test(key);

function clampRange(range: ByteRange, size: number): ByteRange {
  return { start: range.start, end: Math.min(range.end, size - 1) };
}
