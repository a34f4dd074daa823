import {
  readyPaths,
  type ReadyDocAnswer,
  type ReadyFile as ReadyFileAnswer,
} from '@gramota/contracts';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { ReadyFile } from './ready-file.entity';

/** The files of a ready file, as URLs under /data/doc/. */
export function readyFileUrls(file: Pick<ReadyFile, 'id' | 'filename'>) {
  const id = String(file.id);
  return {
    jpeg: readyPaths.docFile(file.filename, id),
    thumb: readyPaths.thumb(file.filename, id),
    pdf: readyPaths.pdf(file.filename, id),
  };
}

/** Names of the files inside DATA_DIR/public/doc/. */
export function readyFileNames(filename: string, id: number) {
  return {
    jpeg: `${filename}_${id}.jpg`,
    thumb: `${filename}_${id}_th.webp`,
    pdf: `${filename}_${id}.pdf`,
  };
}

/** Where made files lie in the file store (DATA_DIR/public/doc/ on the local disk). */
export const READY_FILES_PREFIX = 'public/doc/';

/** The file-store keys of one made file's JPEG, thumbnail and PDF. */
export function readyFileKeys(file: { filename: string; id: number }) {
  const names = readyFileNames(file.filename, file.id);
  return {
    jpeg: `${READY_FILES_PREFIX}${names.jpeg}`,
    thumb: `${READY_FILES_PREFIX}${names.thumb}`,
    pdf: `${READY_FILES_PREFIX}${names.pdf}`,
  };
}

/** A ready file as the lists answer it (seed 000 §3 Ready file). */
export function readyFileAnswer(file: ReadyFile): ReadyFileAnswer {
  const urls = readyFileUrls(file);
  return {
    id: String(file.id),
    filename: file.filename,
    file: urls.jpeg,
    format: file.format,
    free: file.free ? '1' : '0',
    share_mobile_code: file.shareMobileCode,
    name: file.name,
    folder: file.folderId === null ? null : `f${file.folderId}`,
    time: file.time,
    thumb: urls.thumb,
    pdf: urls.pdf,
    doc: String(file.docId),
    ...(file.massId === null ? {} : { mass_id: file.massId }),
    ...(file.massRow === null ? {} : { mass_row: file.massRow }),
  };
}

/** What a job in progress says about itself (the creator module answers this). */
export interface PendingFiles {
  /** Job id → 'wait' or 'error' for jobs of the account that have no ready file yet. */
  pending(userId: string, ids: number[]): Promise<Map<number, 'wait' | 'error'>>;
}

/** Ready files by id (seed 000 §7 ready-get-docs; the lists are ReadyListingService). No Koa here. */
export class ReadyService {
  constructor(private readonly dataSource: DataSource) {}

  /** The account's ready file with this id (the id of the job that made it). */
  find(userId: string, id: number, manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(ReadyFile).findOneBy({ id, userId });
  }

  /** The account's ready files among `ids` (others' and missing ids are simply not there). */
  findMany(userId: string, ids: number[]): Promise<ReadyFile[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(ReadyFile).findBy({ id: In(ids), userId });
  }

  /**
   * The file a share-to-mobile code opens, whoever's it is (the code is the permission); none
   * while the file is in the trash (restoring it brings the link back).
   */
  findByShareCode(code: string) {
    return this.dataSource
      .getRepository(ReadyFile)
      .findOneBy({ shareMobileCode: code, trashed: false });
  }

  /** The doc's newest ready file of the account. */
  newestOfDoc(userId: string, docId: number) {
    return this.dataSource.getRepository(ReadyFile).findOne({
      where: { userId, docId },
      order: { time: 'DESC', id: 'DESC' },
    });
  }

  async many(userId: string, ids: number[], pending: PendingFiles): Promise<ReadyDocAnswer[]> {
    const rows = ids.length
      ? await this.dataSource.getRepository(ReadyFile).findBy({ id: In(ids), userId })
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const waiting = await pending.pending(
      userId,
      ids.filter((id) => !byId.has(id)),
    );
    return ids.map((id) => {
      const row = byId.get(id);
      if (row)
        return {
          result: 'success',
          doc: String(id),
          url: readyFileUrls(row).jpeg,
          share_mobile_code: row.shareMobileCode,
          filename: row.filename,
        };
      return {
        result: waiting.get(id) ?? 'not_found',
        doc: String(id),
        url: '',
        share_mobile_code: '',
        filename: '',
      };
    });
  }
}

/** Files made while anonymous go along when the visitor logs in (the account merge). */
export async function moveReadyFiles(
  fromUserId: string,
  toUserId: string,
  manager: EntityManager,
): Promise<void> {
  await manager.getRepository(ReadyFile).update({ userId: fromUserId }, { userId: toUserId });
}
