import type { EntityManager } from 'typeorm';
import type { FileStore } from '../../shared/file-store';
import { thumbnailPrefix } from './doc-thumbnails.service';

/** The rendered thumbnails of an account's documents (`thumbs/{docId}_{key}.webp`), as store keys. */
export function thumbnailAccountFiles(files: FileStore) {
  return async (userId: string, manager: EntityManager): Promise<string[]> => {
    const rows: Array<{ id: number | string }> = await manager
      .createQueryBuilder()
      .select('d.id', 'id')
      .from('docs', 'd')
      .where('d.user_id = :userId', { userId })
      .getRawMany();
    const keys: string[] = [];
    for (const row of rows)
      for await (const entry of files.list(thumbnailPrefix(Number(row.id)))) keys.push(entry.key);
    return keys;
  };
}
