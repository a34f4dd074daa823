import { In, type DataSource } from 'typeorm';
import { CreatorJob } from '../creator/creator-job.entity';
import { Doc } from '../docs/doc.entity';
import { ReadyFile } from '../ready/ready-file.entity';
import { SpreadsheetUpload } from '../spreadsheet/spreadsheet-upload.entity';
import type { EmbedTargets } from './embed-links.service';

/** An id an integer column can hold; larger ones name nothing (and PostgreSQL would refuse them). */
const isRowId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
const rowIds = (ids: number[]) => ids.filter(isRowId);

/**
 * The account's documents, uploads, jobs and made files as embed links see them, read from the
 * database (every backend instance answers alike).
 */
export function databaseEmbedTargets(dataSource: DataSource): EmbedTargets {
  const count = async (
    entity: typeof CreatorJob | typeof ReadyFile,
    ids: number[],
    where: { userId: string; docId?: number },
  ) => {
    const rows = rowIds(ids);
    if (rows.length === 0) return 0;
    return dataSource.getRepository(entity).countBy({ id: In(rows), ...where });
  };
  return {
    ownsDoc: async (userId, docId) =>
      isRowId(docId) && (await dataSource.getRepository(Doc).countBy({ id: docId, userId })) > 0,
    ownedReadyFiles: (userId, ids) => count(ReadyFile, ids, { userId }),
    uploadOfDoc: async (userId, uploadId, docId) =>
      isRowId(docId) &&
      (await dataSource.getRepository(SpreadsheetUpload).countBy({ id: uploadId, userId, docId })) >
        0,
    jobsOfDoc: (userId, ids, docId) =>
      isRowId(docId) ? count(CreatorJob, ids, { userId, docId }) : Promise.resolve(0),
    filesOfDoc: (userId, ids, docId) =>
      isRowId(docId) ? count(ReadyFile, ids, { userId, docId }) : Promise.resolve(0),
  };
}
