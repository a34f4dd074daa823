import path from 'node:path';
import type { DataSource } from 'typeorm';
import { Template } from '../templates';
import type { TemplateThumbnails } from './get-doc.service';

/** Names the catalogue renderer writes: no separators, so a path cannot leave the folder. */
const SAFE_FILE = /^[\w-]+\.(webp|png|jpg)$/;

/**
 * Until the render engine draws documents (issue 6), a document's picture is its template's
 * thumbnail, read from the rendered catalogue folder.
 */
export function catalogueThumbnails(
  dataSource: DataSource,
  catalogueDir: string,
): TemplateThumbnails {
  const templates = dataSource.getRepository(Template);
  return {
    async thumbnailFile(templateId) {
      const row = await templates.findOne({
        select: { id: true, thumbnail: true },
        where: { id: templateId },
      });
      if (!row || !SAFE_FILE.test(row.thumbnail)) return null;
      return path.join(catalogueDir, row.thumbnail);
    },
  };
}
