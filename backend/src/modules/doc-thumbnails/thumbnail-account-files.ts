import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from 'typeorm';

/** The rendered thumbnails of an account's documents (`thumbs/{docId}_{key}.webp`). */
export function thumbnailAccountFiles(dataDir: string) {
  const dir = path.join(dataDir, 'thumbs');
  return async (userId: string, manager: EntityManager): Promise<string[]> => {
    const rows: Array<{ id: number | string }> = await manager
      .createQueryBuilder()
      .select('d.id', 'id')
      .from('docs', 'd')
      .where('d.user_id = :userId', { userId })
      .getRawMany();
    if (rows.length === 0) return [];
    const prefixes = new Set(rows.map((row) => `${row.id}_`));
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    return names
      .filter((name) => prefixes.has(name.slice(0, name.indexOf('_') + 1)))
      .map((name) => path.join(dir, name));
  };
}
