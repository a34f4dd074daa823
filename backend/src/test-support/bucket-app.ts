import fs from 'node:fs';
import path from 'node:path';
import { S3FileStore, type S3FileStoreConfig } from '../shared/file-store';
import { madeForBlock } from './made-for-block';
import { startS3TestServer, type S3TestServer } from './s3-test-server';
import { startTestApp, type DatabaseKind, type TestApp, type TestAppOptions } from './test-app';

/** The app's options, with `config.s3` fields to change on the server's (e.g. a shorter timeout). */
export interface BucketAppOptions extends Omit<TestAppOptions, 'config'> {
  config?: Omit<NonNullable<TestAppOptions['config']>, 's3'> & {
    s3?: Partial<S3FileStoreConfig>;
  };
}

interface Started {
  server: S3TestServer;
  bucket: S3FileStore;
  app: TestApp;
}

export interface AppOnBucket extends Started {
  /** The bucket's keys under a prefix, sorted. */
  keysUnder(prefix: string): Promise<string[]>;
  /** Every file under a DATA_DIR folder (`public`), as paths relative to it; none if it is absent. */
  filesUnder(folder: string): string[];
  /** Whether a key (`public/…`, `private/…`) or folder is in DATA_DIR rather than the bucket. */
  onDisk(key: string): boolean;
}

async function startAppOnBucket(kind: DatabaseKind, options: BucketAppOptions): Promise<Started> {
  const server = await startS3TestServer();
  const bucket = new S3FileStore(server.config);
  try {
    const { s3, ...config } = options.config ?? {};
    const app = await startTestApp(kind, {
      ...options,
      config: { ...config, s3: { ...server.config, ...s3 } },
    });
    return { server, bucket, app };
  } catch (error) {
    bucket.close();
    await server.stop();
    throw error;
  }
}

/**
 * The app of a describe block on a bucket of its own (issue 33): an s3rver process, the app with
 * `config.s3` on it and a store of the test's own to look into the bucket, made before the block's
 * tests (options read then, as appForBlock does) and closed after them, the app first. Each part
 * may be destructured at once (`const { app, bucket } = appOnBucketForBlock(kind)`), and the
 * clock is put back after each test.
 */
export function appOnBucketForBlock(
  kind: DatabaseKind,
  options?: () => BucketAppOptions,
): AppOnBucket {
  const started = madeForBlock(
    () => startAppOnBucket(kind, options?.() ?? {}),
    async ({ app, bucket, server }) => {
      await app.close();
      bucket.close();
      await server.stop();
    },
  );
  // Each part under a name of its own, taken once the block's beforeAll above has made it.
  const part = <K extends keyof Started>(key: K): Started[K] =>
    madeForBlock(
      async () => started[key],
      () => undefined,
    );
  const app = part('app');
  const bucket = part('bucket');
  afterEach(() => app.clock.reset());
  return {
    app,
    server: part('server'),
    bucket,
    async keysUnder(prefix) {
      const keys: string[] = [];
      for await (const entry of bucket.list(prefix)) keys.push(entry.key);
      return keys.sort();
    },
    filesUnder(folder) {
      const root = path.join(app.config.dataDir, folder);
      if (!fs.existsSync(root)) return [];
      return fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
    },
    onDisk: (key) => fs.existsSync(path.join(app.config.dataDir, ...key.split('/'))),
  };
}
