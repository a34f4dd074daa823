import { createHash } from 'node:crypto';
import { REDACTOR_LIMITS } from '@gramota/contracts';
import type { FileStore } from '../../shared/file-store';
import { transformImage } from '../../shared/image-guard';

/** Stored names: the SHA-256 of the stored bytes and the format. */
const IMAGE_NAME = /^[0-9a-f]{64}\.(webp|png)$/;
/** Account ids are UUIDs; never a path of their own. */
const ACCOUNT_ID = /^[A-Za-z0-9-]{1,64}$/;

export const IMAGE_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png' };

const typeOfName = (name: string) => IMAGE_TYPES[name.slice(name.lastIndexOf('.') + 1)];

export interface StoredImage {
  name: string;
  width: number;
  height: number;
}

/**
 * Pictures placed in documents (PRO, seed 001 §2 image upload): upright, at most 1600 px wide
 * (2x the page), WebP, or PNG when the picture has transparency. Kept per account under
 * DATA_DIR/doc-images/{accountId}/{sha256}.{ext}, out of the public folder: the same picture
 * uploaded twice is one file, shared by the account's documents and their copies.
 */
export class DocImagesService {
  constructor(private readonly files: FileStore) {}

  /** The store prefix of an account's pictures: `doc-images/{accountId}/`. */
  static prefixOf(accountId: string): string {
    if (!ACCOUNT_ID.test(accountId)) throw new Error('not an account id');
    return `doc-images/${accountId}/`;
  }

  /** Checks the upload by content (JPEG, PNG or WebP, size, pixels) and stores it. */
  async store(accountId: string, upload: Buffer): Promise<StoredImage> {
    const { data, info, header } = await transformImage(upload, (image, { hasAlpha }) => {
      const resized = image.autoOrient().resize({
        width: REDACTOR_LIMITS.imageStoreMaxWidth,
        withoutEnlargement: true,
      });
      return hasAlpha ? resized.png({ compressionLevel: 9 }) : resized.webp({ quality: 85 });
    });
    const { hasAlpha } = header;
    const name = `${createHash('sha256').update(data).digest('hex')}.${hasAlpha ? 'png' : 'webp'}`;
    // The store writes whole files only: a reader never sees half a picture.
    await this.files.put(DocImagesService.prefixOf(accountId) + name, data, {
      contentType: IMAGE_TYPES[hasAlpha ? 'png' : 'webp'],
    });
    return { name, width: info.width, height: info.height };
  }

  /** The bytes of a picture of the account; null when the name is not one or there is none. */
  async read(accountId: string, name: string): Promise<{ bytes: Buffer; type: string } | null> {
    const match = IMAGE_NAME.exec(name);
    if (!match || !ACCOUNT_ID.test(accountId)) return null;
    const bytes = await this.files.read(DocImagesService.prefixOf(accountId) + name);
    return bytes ? { bytes, type: IMAGE_TYPES[match[1]!]! } : null;
  }

  /** The store keys of an account's pictures. */
  async keysOf(accountId: string): Promise<string[]> {
    if (!ACCOUNT_ID.test(accountId)) return [];
    const keys: string[] = [];
    for await (const entry of this.files.list(DocImagesService.prefixOf(accountId)))
      keys.push(entry.key);
    return keys;
  }

  /**
   * An anonymous visitor's pictures go along when they log into an account (their documents do,
   * docs-merger). Copied, not moved: the merge transaction may still roll back, and a copy of a
   * content-addressed file is harmless.
   */
  async copyAccount(fromAccountId: string, toAccountId: string): Promise<void> {
    const from = DocImagesService.prefixOf(fromAccountId);
    const to = DocImagesService.prefixOf(toAccountId);
    for (const key of await this.keysOf(fromAccountId).catch(() => [] as string[])) {
      const name = key.slice(from.length);
      if (!IMAGE_NAME.test(name)) continue;
      // One picture that cannot be copied is left behind; the others still go.
      await this.files
        .read(key)
        .then((bytes) =>
          bytes ? this.files.put(to + name, bytes, { contentType: typeOfName(name) }) : undefined,
        )
        .catch(() => undefined);
    }
  }
}
