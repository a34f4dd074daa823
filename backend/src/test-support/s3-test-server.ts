import { startS3Server } from '@gramota/app-harness';
import type { S3FileStoreConfig } from '../shared/file-store';

export interface S3TestServer {
  /** A store configuration for this server's bucket (path-style, short time limits). */
  config: S3FileStoreConfig;
  /** Kills the process at once, as a crashed or unplugged server would go. */
  kill(): void;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server in its own process (the harness's s3rver: the S3 wire protocol
 * over HTTP, SigV4, ranges, ListObjectsV2, CopyObject), on a free port with a throwaway folder and
 * one bucket, as the file store's tests need it.
 */
export async function startS3TestServer(bucket = 'gramota-test'): Promise<S3TestServer> {
  const server = await startS3Server({ bucket });
  return {
    config: {
      endpoint: server.endpoint,
      bucket: server.bucket,
      region: 'us-east-1',
      accessKeyId: server.accessKeyId,
      secretAccessKey: server.secretAccessKey,
      forcePathStyle: true,
      prefix: '',
      connectTimeoutMs: 2_000,
      requestTimeoutMs: 10_000,
    },
    kill: () => server.kill(),
    stop: () => server.stop(),
  };
}
