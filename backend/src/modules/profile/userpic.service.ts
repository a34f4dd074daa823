import { randomBytes } from 'node:crypto';
import { ACCOUNT_LIMITS } from '@gramota/contracts';
import type { User, UsersService } from '../auth';
import type { FileStore } from '../../shared/file-store';
import { transformImage } from '../../shared/image-guard';

const USERPIC_URL = /^\/data\/userpic\/([A-Za-z0-9-]+\.webp)$/;

/** The store key of a userpic's file (served at /data/userpic/). */
export const userpicKey = (name: string) => `public/userpic/${name}`;

/** The store key of the userpic a user's `userpic` URL names; null for none (or not ours). */
export const userpicKeyOf = (url: string | null | undefined): string | null => {
  const name = USERPIC_URL.exec(url ?? '')?.[1];
  return name ? userpicKey(name) : null;
};

/**
 * Userpics: auto-rotated, cropped square (cover), 256 px WebP at the file store's
 * public/userpic/<userId>-<random>.webp, served under /data/userpic/ without a session
 * (access lists show other people's). The user id is no secret (owners type it to grant access),
 * so the name's lock is its random part: 128 bits, new on every upload.
 */
export class UserpicService {
  constructor(
    private readonly files: FileStore,
    private readonly users: UsersService,
  ) {}

  /** Stores the new userpic and removes the old one; returns its URL. */
  async replace(user: User, upload: Buffer): Promise<string> {
    const size = ACCOUNT_LIMITS.userpicSize;
    const { data } = await transformImage(upload, (image) =>
      image.autoOrient().resize(size, size, { fit: 'cover' }).webp({ quality: 85 }),
    );
    const name = `${user.id}-${randomBytes(16).toString('hex')}.webp`;
    const url = `/data/userpic/${name}`;
    await this.files.put(userpicKey(name), data, { contentType: 'image/webp' });
    try {
      await this.users.update(user.id, { userpic: url });
    } catch (error) {
      await this.files.delete(userpicKey(name));
      throw error;
    }
    const old = userpicKeyOf(user.userpic);
    if (old) await this.files.delete(old);
    return url;
  }
}
