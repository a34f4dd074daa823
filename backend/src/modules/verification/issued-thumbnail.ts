import type { DataSource } from 'typeorm';
import type { FileStore } from '../../shared/file-store';
import { ReadyFile, readyFileKeys } from '../ready';
import type { VerifiableFile } from './verifiable-file.entity';

/**
 * The thumbnail of the file an ID was printed on, as it was made (the ready file's webp): null
 * when the issuer has deleted that file since. Its name is looked up under the issuing account.
 */
export async function issuedThumbnail(
  dataSource: DataSource,
  fileStore: FileStore,
  file: VerifiableFile,
): Promise<Buffer | null> {
  if (file.readyFileId === null) return null;
  const ready = await dataSource.getRepository(ReadyFile).findOne({
    select: { id: true, filename: true },
    where: { id: file.readyFileId, userId: file.userId },
  });
  if (!ready) return null;
  return fileStore.read(readyFileKeys({ filename: ready.filename, id: ready.id }).thumb);
}
