import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertFileKey,
  assertFilePrefix,
  type ByteRange,
  type FileStore,
  type PutOptions,
  type StoredFileEntry,
  type StoredFileInfo,
  type StoredFileRead,
} from './file-store';

export interface S3FileStoreConfig {
  /** `http(s)://host:port` of the S3-compatible service. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (`endpoint/bucket/key`): what self-hosted servers speak. */
  forcePathStyle: boolean;
  /** Keys are stored under this prefix (`''` for none; else ends with `/`). */
  prefix: string;
  /** Time to connect, and of silence in one request, before it fails. */
  connectTimeoutMs: number;
  requestTimeoutMs: number;
}

/** `read` holds the file in memory: nothing the app keeps that way comes near this. */
const READ_LIMIT_BYTES = 256 * 1024 * 1024;

interface S3Failure {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as S3Failure).name ?? '');
const isBadRange = (error: unknown) =>
  statusOf(error) === 416 || (error as S3Failure).name === 'InvalidRange';

/** `bytes 0-9/100` → 100. */
function sizeFromContentRange(header: string | undefined): number | undefined {
  const total = header ? /\/(\d+)$/.exec(header)?.[1] : undefined;
  return total === undefined ? undefined : Number(total);
}

/**
 * Files in a bucket of any S3-compatible service (AWS, MinIO, Ceph, Garage, Yandex Object
 * Storage...). Every call has a connect and a request time limit and is retried by the SDK a few
 * times; the SDK follows no redirects. Checksums go only where the protocol requires them:
 * self-hosted servers do not all understand the newer streaming checksum encodings.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3FileStoreConfig) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      requestHandler: {
        connectionTimeout: config.connectTimeoutMs,
        requestTimeout: config.requestTimeoutMs,
      },
      maxAttempts: 3,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | string, options: PutOptions = {}): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: options.contentType,
      }),
    );
  }

  async putFile(key: string, localPath: string, options: PutOptions = {}): Promise<void> {
    const { size } = await fs.stat(localPath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(localPath),
        ContentLength: size,
        ContentType: options.contentType,
      }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<StoredFileRead | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = answer.Body as Readable;
      const whole = sizeFromContentRange(answer.ContentRange);
      const size = whole ?? answer.ContentLength ?? 0;
      const partial = range && whole !== undefined;
      return {
        body,
        size,
        modified: answer.LastModified ?? new Date(0),
        range: partial
          ? { start: range.start, end: range.start + (answer.ContentLength ?? 0) - 1 }
          : undefined,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      // A range past the end: the whole file, as the local disk answers it.
      if (range && isBadRange(error)) return this.get(key);
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const found = await this.get(key);
    if (!found) return null;
    if (found.size > READ_LIMIT_BYTES) {
      found.body.destroy();
      throw new Error(`${key}: ${found.size} bytes is past what is read into memory`);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      return { size: answer.ContentLength ?? 0, modified: answer.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
    );
  }

  async *list(prefix: string): AsyncIterable<StoredFileEntry> {
    assertFilePrefix(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: `${this.config.prefix}${prefix}`,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key)
          yield { key: object.Key.slice(this.config.prefix.length), size: object.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async move(from: string, to: string): Promise<void> {
    await this.copy(from, to);
    await this.delete(from);
  }

  async copy(from: string, to: string): Promise<void> {
    const source = this.objectKey(from);
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(to),
        // The copy source is a URL path: each segment encoded, the slashes kept.
        CopySource: [this.config.bucket, ...source.split('/')].map(encodeURIComponent).join('/'),
      }),
    );
  }

  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    return `${this.config.prefix}${assertFileKey(key)}`;
  }
}
