import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_LIMITS } from '@gramota/contracts';
import type { User, UsersService } from '../auth';
import { transformImage } from '../../shared/image-guard';

const USERPIC_URL = /^\/data\/userpic\/([A-Za-z0-9-]+\.webp)$/;

/**
 * Userpics: auto-rotated, cropped square (cover), 256 px WebP at
 * DATA_DIR/public/userpic/<userId>-<random>.webp, served under /data/userpic/ without a session
 * (access lists show other people's). The user id is no secret (owners type it to grant access),
 * so the name's lock is its random part: 128 bits, new on every upload.
 */
export class UserpicService {
  private readonly dir: string;

  constructor(
    dataDir: string,
    private readonly users: UsersService,
  ) {
    this.dir = path.join(dataDir, 'public', 'userpic');
  }

  /** Stores the new userpic and removes the old one; returns its URL. */
  async replace(user: User, upload: Buffer): Promise<string> {
    const size = ACCOUNT_LIMITS.userpicSize;
    const { data } = await transformImage(upload, (image) =>
      image.autoOrient().resize(size, size, { fit: 'cover' }).webp({ quality: 85 }),
    );
    const name = `${user.id}-${randomBytes(16).toString('hex')}.webp`;
    const url = `/data/userpic/${name}`;
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, name), data);
    try {
      await this.users.update(user.id, { userpic: url });
    } catch (error) {
      await fs.rm(path.join(this.dir, name), { force: true });
      throw error;
    }
    const old = USERPIC_URL.exec(user.userpic)?.[1];
    if (old) await fs.rm(path.join(this.dir, old), { force: true });
    return url;
  }
}
