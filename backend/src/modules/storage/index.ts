// The storage module's public face. For now its documents and adding made files to them
// (seed 000 §7 storage-add-files, seed 001 §3 'Storage entities'); the storage screens' calls
// (storage-get, sharing, folders) come with the storage area.
import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { registerAccountMerger } from '../auth';
import { moveStorageDocuments, StorageService } from './storage.service';

export {
  StorageDocument,
  STORAGE_SHARE_TYPES,
  type StorageShareType,
} from './storage-document.entity';
export { StorageService, type FileForStorage } from './storage.service';
export { storageDir, storageFileUrl } from './storage-files';

registerAccountMerger(moveStorageDocuments);

export function createStorageModule(dataSource: DataSource, dataDir: string, clock: Clock) {
  return { storage: new StorageService(dataSource, dataDir, clock) };
}
