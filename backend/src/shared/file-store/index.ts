export * from './file-store';
export { createFileStore } from './create-file-store';
export { LocalFileStore } from './local-file-store';
export { S3FileStore, type S3FileStoreConfig } from './s3-file-store';
export { FILE_STORE_PREFIXES } from './file-store-folders';
export { migrateFiles, type MigrationReport } from './migrate-files';
export { guardedFileStore } from './guarded-file-store';
