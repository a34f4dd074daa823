import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { startS3TestServer, type S3TestServer } from '../../../test-support/s3-test-server';
import { BadFileKeyError, LocalFileStore, S3FileStore, type FileStore } from '..';

jest.setTimeout(60_000);

const collect = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const keysOf = async (files: FileStore, prefix: string) => {
  const keys: string[] = [];
  for await (const entry of files.list(prefix)) keys.push(entry.key);
  return keys.sort();
};

interface StoreUnderTest {
  files: FileStore;
  server?: S3TestServer;
  cleanup(): Promise<void>;
}

const stores: Array<[string, () => Promise<StoreUnderTest>]> = [
  [
    'the local disk',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-files-'));
      return {
        files: new LocalFileStore(root),
        cleanup: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'an S3-compatible server (s3rver process)',
    async () => {
      const server = await startS3TestServer();
      const files = new S3FileStore(server.config);
      return { files, server, cleanup: async () => (files.close(), server.stop()) };
    },
  ],
];

// The same contract, word for word, for both stores: whatever a module does with files works the
// same on one machine's disk and in a bucket shared by several.
describe.each(stores)('file store on %s', (_name, make) => {
  let store: StoreUnderTest;
  let files: FileStore;

  beforeAll(async () => {
    store = await make();
    files = store.files;
  });
  afterAll(() => store.cleanup());

  // A made file's name is the teacher's own title: Cyrillic, spaces, brackets.
  const madeJpeg = 'public/doc/Грамота за 1 место (финал)_12.jpg';
  const picture = randomBytes(70_000);

  it('gives back what was put, with its size and time, and reads it whole', async () => {
    await files.put(madeJpeg, picture, { contentType: 'image/jpeg' });
    const read = await files.get(madeJpeg);
    expect(read).not.toBeNull();
    expect(read!.size).toBe(picture.length);
    expect(read!.modified.getTime()).toBeGreaterThan(Date.UTC(2020, 0, 1));
    expect(read!.range).toBeUndefined();
    expect((await collect(read!.body)).equals(picture)).toBe(true);
    expect((await files.read(madeJpeg))!.equals(picture)).toBe(true);
    expect(await files.stat(madeJpeg)).toMatchObject({ size: picture.length });
  });

  it('reads a byte range, and the whole file for a range past its end', async () => {
    const part = await files.get(madeJpeg, { start: 1000, end: 1999 });
    expect(part!.range).toEqual({ start: 1000, end: 1999 });
    expect(part!.size).toBe(picture.length);
    expect((await collect(part!.body)).equals(picture.subarray(1000, 2000))).toBe(true);

    const tail = await files.get(madeJpeg, { start: 69_990, end: 80_000 });
    expect(tail!.range).toEqual({ start: 69_990, end: 69_999 });
    expect((await collect(tail!.body)).equals(picture.subarray(69_990))).toBe(true);

    const beyond = await files.get(madeJpeg, { start: 70_000, end: 70_100 });
    expect(beyond!.range).toBeUndefined();
    expect((await collect(beyond!.body)).length).toBe(picture.length);
  });

  it('answers null, not an error, for a file that is not there', async () => {
    const missing = 'public/storage/never-made_0123456789abcdef.jpg';
    expect(await files.get(missing)).toBeNull();
    expect(await files.get(missing, { start: 0, end: 9 })).toBeNull();
    expect(await files.read(missing)).toBeNull();
    expect(await files.stat(missing)).toBeNull();
    await expect(files.delete(missing)).resolves.toBeUndefined();
  });

  it('lists by prefix: one area, one record, everything', async () => {
    await files.put('public/doc/Итоги_13.pdf', 'pdf');
    await files.put('public/storage/copy_ab.jpg', 'jpeg');
    await files.put('bank-papers/rec-1/invoice.pdf', 'invoice');
    await files.put('bank-papers/rec-10/act.pdf', 'act');
    expect(await keysOf(files, 'public/doc/')).toEqual([madeJpeg, 'public/doc/Итоги_13.pdf']);
    expect(await keysOf(files, 'bank-papers/rec-1/')).toEqual(['bank-papers/rec-1/invoice.pdf']);
    expect(await keysOf(files, 'bank-papers/rec-1')).toEqual([
      'bank-papers/rec-1/invoice.pdf',
      'bank-papers/rec-10/act.pdf',
    ]);
    expect(await keysOf(files, '')).toHaveLength(5);
    expect(await keysOf(files, 'nothing-here/')).toEqual([]);
  });

  it('moves a file to a new key, replacing what was there, and deletes', async () => {
    const renamed = 'public/doc/Грамота победителю_12.jpg';
    await files.put(renamed, 'an older file of that name');
    await files.move(madeJpeg, renamed);
    expect(await files.stat(madeJpeg)).toBeNull();
    expect((await files.read(renamed))!.equals(picture)).toBe(true);
    await expect(files.move(madeJpeg, 'public/doc/elsewhere_12.jpg')).rejects.toThrow();

    // A copy (a storage copy of a made file): both keys hold the bytes, each on its own.
    const copied = 'public/storage/Грамота победителю_5e0c.jpg';
    await files.copy(renamed, copied);
    await files.delete(renamed);
    expect((await files.read(copied))!.equals(picture)).toBe(true);
    await files.delete(copied);
    await expect(files.copy(renamed, copied)).rejects.toThrow();
    await files.put(renamed, picture);

    await files.delete(renamed);
    expect(await files.get(renamed)).toBeNull();
    expect(await keysOf(files, 'public/doc/')).toEqual(['public/doc/Итоги_13.pdf']);
  });

  it('stores a file from the disk (a render result) without reading it into memory first', async () => {
    const local = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-put-')), 'out.pdf');
    const pdf = randomBytes(3 * 1024 * 1024 + 17);
    fs.writeFileSync(local, pdf);
    await files.putFile('public/doc/Большой_14.pdf', local, { contentType: 'application/pdf' });
    expect((await files.read('public/doc/Большой_14.pdf'))!.equals(pdf)).toBe(true);
    fs.rmSync(path.dirname(local), { recursive: true, force: true });
  });

  it('refuses keys that are not plain relative paths, touching nothing', async () => {
    for (const key of ['../escape.jpg', '/etc/passwd', 'public//doc.jpg', 'public/./a', 'a\\b', ''])
      await expect(files.put(key, 'x')).rejects.toBeInstanceOf(BadFileKeyError);
    expect(await keysOf(files, '')).not.toContain('escape.jpg');
  });
});

describe('file store on an S3 server that goes away', () => {
  it('fails a read under way and the next calls, instead of hanging or answering "missing"', async () => {
    const server = await startS3TestServer();
    const files = new S3FileStore({ ...server.config, requestTimeoutMs: 3_000 });
    try {
      const big = randomBytes(48 * 1024 * 1024);
      await files.put('public/storage/big_ff.pdf', big);
      const read = await files.get('public/storage/big_ff.pdf');
      const iterator = read!.body[Symbol.asyncIterator]();
      const first = await iterator.next();
      expect(first.done).toBe(false);
      server.kill();
      let received = (first.value as Buffer).length;
      const rest = (async () => {
        for (let next = await iterator.next(); !next.done; next = await iterator.next())
          received += (next.value as Buffer).length;
      })();
      // Either the stream errors, or it ends short: never the whole file, never silence.
      await rest.catch(() => undefined);
      expect(received).toBeLessThan(big.length);
      await expect(files.get('public/storage/big_ff.pdf')).rejects.toThrow();
      await expect(files.stat('public/storage/big_ff.pdf')).rejects.toThrow();
    } finally {
      files.close();
      await server.stop();
    }
  });
});
