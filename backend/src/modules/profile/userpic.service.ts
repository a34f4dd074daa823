import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_LIMITS } from '@gramota/contracts';
import type { User, UsersService } from '../auth';
import { openImage, render } from '../../http/image-upload';

const USERPIC_URL = /^\/data\/userpic\/([A-Za-z0-9-]+\.webp)$/;

/**
 * Userpics: auto-rotated, cropped square (cover), 256 px WebP at
 * DATA_DIR/public/userpic/<userId>-<contenthash>.webp, served under /data/userpic/.
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
    const image = await openImage(upload);
    const size = ACCOUNT_LIMITS.userpicSize;
    const { data } = await render(
      image.rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 85 }),
    );
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
    const name = `${user.id}-${hash}.webp`;
    const url = `/data/userpic/${name}`;
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, name), data);
    try {
      await this.users.update(user.id, { userpic: url });
    } catch (error) {
      if (url !== user.userpic) await fs.rm(path.join(this.dir, name), { force: true });
      throw error;
    }
    const old = USERPIC_URL.exec(user.userpic)?.[1];
    if (old && old !== name) await fs.rm(path.join(this.dir, old), { force: true });
    return url;
  }
}
