import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { REDACTOR_LIMITS } from '@gramota/contracts';
import { transformImage } from '../../shared/image-guard';

/** Stored names: the SHA-256 of the stored bytes and the format. */
const IMAGE_NAME = /^[0-9a-f]{64}\.(webp|png)$/;
/** Account ids are UUIDs; never a path of their own. */
const ACCOUNT_ID = /^[A-Za-z0-9-]{1,64}$/;

export const IMAGE_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png' };

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
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'doc-images');
  }

  private dir(accountId: string): string {
    if (!ACCOUNT_ID.test(accountId)) throw new Error('not an account id');
    return path.join(this.root, accountId);
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
    const dir = this.dir(accountId);
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, name);
    // Written aside and renamed: a reader never sees half a file.
    const temporary = path.join(dir, `.${randomUUID()}.tmp`);
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
    return { name, width: info.width, height: info.height };
  }

  /** The bytes of a picture of the account; null when the name is not one or there is none. */
  async read(accountId: string, name: string): Promise<{ bytes: Buffer; type: string } | null> {
    const match = IMAGE_NAME.exec(name);
    if (!match || !ACCOUNT_ID.test(accountId)) return null;
    try {
      return {
        bytes: await fs.readFile(path.join(this.dir(accountId), name)),
        type: IMAGE_TYPES[match[1]!]!,
      };
    } catch {
      return null;
    }
  }

  /**
   * An anonymous visitor's pictures go along when they log into an account (their documents do,
   * docs-merger). Copied, not moved: the merge transaction may still roll back, and a copy of a
   * content-addressed file is harmless.
   */
  async copyAccount(fromAccountId: string, toAccountId: string): Promise<void> {
    const from = this.dir(fromAccountId);
    let names: string[];
    try {
      names = (await fs.readdir(from)).filter((name) => IMAGE_NAME.test(name));
    } catch {
      return;
    }
    if (names.length === 0) return;
    const to = this.dir(toAccountId);
    await fs.mkdir(to, { recursive: true });
    for (const name of names)
      await fs.copyFile(path.join(from, name), path.join(to, name)).catch(() => undefined);
  }
}
