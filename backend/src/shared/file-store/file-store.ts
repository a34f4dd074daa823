import type { Readable } from 'node:stream';

/** Bytes `start`..`end` of a file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFileInfo {
  /** The whole file's size in bytes. */
  size: number;
  modified: Date;
}

/** A file being read: the whole of it, or the range asked for. */
export interface StoredFileRead extends StoredFileInfo {
  body: Readable;
  /** Set when a range was asked for and the file is long enough to have it. */
  range?: ByteRange;
}

export interface StoredFileEntry {
  key: string;
  size: number;
}

export interface PutOptions {
  /** Stored with the object where the store keeps types (S3); the local disk goes by extension. */
  contentType?: string;
}

/**
 * Where every file the app keeps lives (issue 33): made JPEGs, WebPs and PDFs, thumbnails,
 * storage uploads, stamps and signatures, pictures in documents, userpics, workshop pictures,
 * bank papers. Keys are the paths DATA_DIR has always used (`public/doc/Gramota_12.jpg`), so
 * `admin files migrate` copies a data folder into a bucket key for key. The local disk is the
 * default; any S3-compatible service when S3_ENDPOINT and S3_BUCKET are set, so that any number
 * of backends and workers see the same files.
 *
 * A missing file is `null` from `get`/`stat`, never an error: callers answer 404.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | string, options?: PutOptions): Promise<void>;
  /** Stores a file from the local disk (a render's output) without reading it whole. */
  putFile(key: string, localPath: string, options?: PutOptions): Promise<void>;
  get(key: string, range?: ByteRange): Promise<StoredFileRead | null>;
  /** The whole file in memory: only for files the app bounds (pictures, papers). */
  read(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Nothing to delete is no error. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix`, in no promised order. */
  list(prefix: string): AsyncIterable<StoredFileEntry>;
  /** `from` takes the key `to` (replacing a file there); a missing `from` is an error. */
  move(from: string, to: string): Promise<void>;
  /** `to` gets `from`'s bytes (replacing a file there), `from` stays; a missing `from` is an error. */
  copy(from: string, to: string): Promise<void>;
  /** Lets go of connections (S3); the local disk has none. */
  close(): void;
}

/** Thrown for a key that is not a plain relative path: a bug in the caller, never user input. */
export class BadFileKeyError extends Error {
  constructor(key: string) {
    super(`not a file key: ${JSON.stringify(key)}`);
    this.name = 'BadFileKeyError';
  }
}

/**
 * Keys are relative POSIX paths of plain segments: no `.`/`..`, no empty segment, no backslash,
 * no NUL. Both stores refuse anything else, so no key can reach outside DATA_DIR or make two
 * names for one object.
 */
export function assertFileKey(key: string): string {
  if (
    key === '' ||
    key.length > 1024 ||
    key.startsWith('/') ||
    /[\\\0]/.test(key) ||
    key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  )
    throw new BadFileKeyError(key);
  return key;
}

/** A list prefix: a key's beginning, `''` for everything; the same characters as keys. */
export function assertFilePrefix(prefix: string): string {
  if (prefix === '') return prefix;
  assertFileKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/**
 * The range an HTTP `Range` header asks of a file of `size` bytes: undefined for no header or one
 * this app does not serve in part (several ranges, other units), which then gets the whole file;
 * 'unsatisfiable' for a range past the end (416).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | undefined | 'unsatisfiable' {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
