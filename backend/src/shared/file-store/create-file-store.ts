import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore, type S3FileStoreConfig } from './s3-file-store';

/** The bucket when S3_* is configured, else DATA_DIR (what `npm start` uses with no services). */
export function createFileStore(options: { dataDir: string; s3?: S3FileStoreConfig }): FileStore {
  return options.s3 ? new S3FileStore(options.s3) : new LocalFileStore(options.dataDir);
}
