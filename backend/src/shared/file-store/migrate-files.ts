import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStore } from './file-store';
import type { LocalFileStore } from './local-file-store';

export interface MigrationReport {
  copied: number;
  /** Already in the target with the same bytes (a migration run again after a break). */
  alreadyThere: number;
  /** Keys whose copy could not be made or did not read back the same. */
  failed: Array<{ key: string; reason: string }>;
  bytes: number;
}

const sha256 = async (body: Readable) => {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

async function digestOf(files: FileStore, key: string): Promise<string | null> {
  const read = await files.get(key);
  return read ? sha256(read.body) : null;
}

/**
 * Copies every file under `prefixes` from a data folder into another store (`admin files migrate`):
 * each file is streamed, then read back from the target and compared by SHA-256. A file the
 * target already holds with the same bytes is left as it is, so a run stopped half-way is simply
 * run again. Nothing in the source is changed or removed.
 */
export async function migrateFiles(
  source: LocalFileStore,
  target: FileStore,
  prefixes: readonly string[],
  progress: (key: string, outcome: 'copied' | 'already there' | 'failed') => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, alreadyThere: 0, failed: [], bytes: 0 };
  for (const prefix of prefixes)
    for await (const { key, size } of source.list(prefix)) {
      try {
        const want = await digestOf(source, key);
        if (want === null) continue; // removed since it was listed
        const there = await target.stat(key);
        if (there?.size === size && (await digestOf(target, key)) === want) {
          report.alreadyThere += 1;
          progress(key, 'already there');
          continue;
        }
        await target.putFile(key, source.pathOf(key));
        const got = await digestOf(target, key);
        if (got !== want) throw new Error('the copy does not read back the same');
        report.copied += 1;
        report.bytes += size;
        progress(key, 'copied');
      } catch (error) {
        report.failed.push({ key, reason: (error as Error).message });
        progress(key, 'failed');
      }
    }
  return report;
}
