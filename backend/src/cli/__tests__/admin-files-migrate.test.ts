import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3FileStore } from '../../shared/file-store';
import { startS3TestServer, type S3TestServer } from '../../test-support/s3-test-server';
import { runAdmin } from '../admin';

jest.setTimeout(60_000);

/** A DATA_DIR as a running install leaves it: files of every kind, and what is not a file. */
const DATA_FILES: Record<string, Buffer> = {
  'public/doc/Грамота за участие_41.jpg': randomBytes(40_000),
  'public/doc/Грамота за участие_41_th.webp': randomBytes(3_000),
  'public/doc/Грамота за участие_41.pdf': randomBytes(90_000),
  'public/storage/Грамота за участие_9f2c.pdf': randomBytes(90_000),
  'public/userpic/teacher-7a1b.webp': randomBytes(5_000),
  'public/workshop/12_bg.jpg': randomBytes(60_000),
  'private/stamps/u1/stamp-1.png': randomBytes(8_000),
  'thumbs/u1/15.webp': randomBytes(2_000),
  'doc-images/u1/photo.jpg': randomBytes(30_000),
  'bank-papers/Rk3_x9/invoice.pdf': randomBytes(20_000),
  'print-present.json': Buffer.from('{"ru":{"title":"Печать"}}'),
};
const NOT_FILES = ['app.sqlite', 'remotes.json', 'tmp/storage-upload/half.part', 'outbox/1.eml'];

describe('admin files migrate', () => {
  let server: S3TestServer;
  let dataDir: string;

  beforeAll(async () => {
    server = await startS3TestServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-migrate-'));
    for (const [key, bytes] of Object.entries(DATA_FILES)) {
      fs.mkdirSync(path.dirname(path.join(dataDir, key)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, key), bytes);
    }
    for (const key of NOT_FILES) {
      fs.mkdirSync(path.dirname(path.join(dataDir, key)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, key), 'not for the bucket');
    }
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const s3Env = () => ({
    S3_ENDPOINT: server.config.endpoint,
    S3_BUCKET: server.config.bucket,
    S3_ACCESS_KEY_ID: server.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: server.config.secretAccessKey,
  });

  async function admin(env: NodeJS.ProcessEnv) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(['files', 'migrate'], {
      env: { DATA_DIR: dataDir, ...env },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('says what is missing when no bucket is configured, and copies nothing', async () => {
    const run = await admin({});
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    const partial = await admin({ S3_ENDPOINT: server.config.endpoint });
    expect(partial.code).toBe(1);
    expect(partial.err).toMatch(/S3_BUCKET/);
  });

  it('copies every file of the data folder into the bucket, byte for byte, and nothing else', async () => {
    const run = await admin(s3Env());
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toMatch(/^11 copied \(0\.3 MB\), 0 already there, 0 failed$/);

    const bucket = new S3FileStore(server.config);
    try {
      const keys: string[] = [];
      for await (const entry of bucket.list('')) keys.push(entry.key);
      expect(keys.sort()).toEqual(Object.keys(DATA_FILES).sort());
      for (const [key, bytes] of Object.entries(DATA_FILES))
        expect([key, (await bucket.read(key))?.equals(bytes)]).toEqual([key, true]);
    } finally {
      bucket.close();
    }
    // DATA_DIR is left as it was.
    for (const key of [...Object.keys(DATA_FILES), ...NOT_FILES])
      expect(fs.existsSync(path.join(dataDir, key))).toBe(true);
  });

  it('run again (after a break), copies only what is new or changed', async () => {
    fs.writeFileSync(path.join(dataDir, 'public/doc/Грамота за участие_41.pdf'), 'a newer PDF');
    fs.mkdirSync(path.join(dataDir, 'public/doc'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'public/doc/Диплом_42.jpg'), 'made after the first run');
    const run = await admin(s3Env());
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^2 copied \(.* MB\), 10 already there, 0 failed$/);
    const bucket = new S3FileStore(server.config);
    try {
      expect((await bucket.read('public/doc/Грамота за участие_41.pdf'))?.toString()).toBe(
        'a newer PDF',
      );
    } finally {
      bucket.close();
    }
  });

  it('reports a bucket that does not answer as failed files, exit code 1', async () => {
    const run = await admin({ ...s3Env(), S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/^0 copied .* 12 failed$/);
  });
});
