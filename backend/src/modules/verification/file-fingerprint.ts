import { createHash } from 'node:crypto';
import multer from '@koa/multer';
import type { StorageEngine } from 'multer';
import type { AppContext } from '../../http/app-state';
import { readOrDrain } from '../../http/drain-request';

/** The largest file the "this exact file?" form reads (a made PDF of ten pages is far smaller). */
export const FINGERPRINT_MAX_BYTES = 30 * 1024 * 1024;

/** The first bytes kept of an upload: a credential (a compact JWS) is read from them. */
export const FINGERPRINT_HEAD_BYTES = 64 * 1024;

/**
 * What the form gave: the file's SHA-256 and its first bytes (the whole file when it is small, as
 * a credential is), or why there is none.
 */
export type Fingerprint =
  { sha256: string; head: Buffer; whole: boolean } | { refused: 'too_large' | 'none' | 'broken' };

/** SHA-256 (hex) of bytes, as kept for the issued files. */
export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What hashOnly leaves on the request's file. */
interface HashedFile {
  filename: string;
  head: Buffer;
  size: number;
}

/**
 * A multer storage that keeps nothing but the first FINGERPRINT_HEAD_BYTES: the file's bytes pass
 * through SHA-256 as they arrive and are dropped. Nothing is decoded, so no PDF or picture is
 * opened (a "PDF bomb" is only bytes to hash), and the size limit stops the stream the moment it
 * is passed.
 */
const hashOnly: StorageEngine = {
  _handleFile(_request, file, callback) {
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let kept = 0;
    let size = 0;
    file.stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
      if (kept < FINGERPRINT_HEAD_BYTES) {
        const part = chunk.subarray(0, FINGERPRINT_HEAD_BYTES - kept);
        head.push(part);
        kept += part.length;
      }
    });
    file.stream.once('error', callback);
    file.stream.once('end', () => {
      const hashed: HashedFile = { filename: hash.digest('hex'), head: Buffer.concat(head), size };
      callback(null, hashed as Partial<Express.Multer.File>);
    });
  },
  _removeFile(_request, _file, callback) {
    callback(null);
  },
};

/** Reads the form's one `file` into its fingerprint. */
export async function readFingerprint(ctx: AppContext): Promise<Fingerprint> {
  const form = multer({
    storage: hashOnly,
    limits: { fileSize: FINGERPRINT_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });
  try {
    await readOrDrain(ctx.req, () => form.single('file')(ctx, async () => {}));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { refused: code === 'LIMIT_FILE_SIZE' ? 'too_large' : 'broken' };
  }
  const file = (ctx as { file?: Partial<HashedFile> }).file;
  if (!file?.filename || !file.head) return { refused: 'none' };
  return { sha256: file.filename, head: file.head, whole: (file.size ?? 0) <= file.head.length };
}
