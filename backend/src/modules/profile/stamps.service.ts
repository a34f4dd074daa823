import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { accountPaths, STAMP_KINDS, type StampInfo, type StampKind } from '@gramota/contracts';
import sharp from 'sharp';
import type { DataSource, Repository } from 'typeorm';
import { CodedError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { openImage, render } from '../../http/image-upload';
import { Stamp } from './stamp.entity';

/** Longest side of a stored stamp: plenty for print at the editor's 150 px default width. */
export const STAMP_MAX_SIDE = 600;

export function stampKindField(value: unknown): StampKind {
  if (typeof value === 'string' && (STAMP_KINDS as readonly string[]).includes(value))
    return value as StampKind;
  throw new CodedError(400, 'stamp_kind_invalid', 'kind');
}

export function toStampInfo(stamp: Stamp): StampInfo {
  return {
    id: stamp.id,
    kind: stamp.kind,
    name: stamp.name,
    url: accountPaths.profileStampFile(stamp.id),
    width: stamp.width,
    height: stamp.height,
  };
}

/** Stamps and signatures: trimmed PNGs with their transparency, kept out of the public folder. */
export class StampsService {
  private readonly stamps: Repository<Stamp>;
  readonly dir: string;

  constructor(
    dataSource: DataSource,
    dataDir: string,
    private readonly clock: Clock,
  ) {
    this.stamps = dataSource.getRepository(Stamp);
    this.dir = path.join(dataDir, 'private', 'stamps');
  }

  async list(userId: string): Promise<StampInfo[]> {
    const stamps = await this.stamps.find({ where: { userId }, order: { createdAt: 'ASC' } });
    return stamps.map(toStampInfo);
  }

  async upload(userId: string, kind: StampKind, name: string, upload: Buffer): Promise<StampInfo> {
    const image = await openImage(upload);
    // Upright and as PNG first, then cut the empty margin (a blank image has none to cut).
    const upright = await render(image.rotate().png());
    let trimmed = upright.data;
    try {
      trimmed = await sharp(upright.data).trim().png().toBuffer();
    } catch {
      // Nothing to trim.
    }
    const { data, info } = await render(
      sharp(trimmed)
        .resize(STAMP_MAX_SIDE, STAMP_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 9 }),
    );
    const id = randomUUID();
    const file = `${id}.png`;
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, file), data);
    const stamp: Stamp = {
      id,
      userId,
      kind,
      name,
      file,
      width: info.width,
      height: info.height,
      createdAt: this.clock(),
    };
    try {
      await this.stamps.insert(stamp);
    } catch (error) {
      await fs.rm(path.join(this.dir, file), { force: true });
      throw error;
    }
    return toStampInfo(stamp);
  }

  async remove(userId: string, id: string): Promise<void> {
    const stamp = await this.stamps.findOneBy({ id, userId });
    if (!stamp) throw new CodedError(404, 'not_found', 'id');
    await this.stamps.delete({ id: stamp.id });
    await fs.rm(path.join(this.dir, stamp.file), { force: true });
  }

  /** The PNG of a stamp of `accountId`; 404 for anyone else's. */
  async read(accountId: string, id: string): Promise<Buffer> {
    const stamp = await this.stamps.findOneBy({ id, userId: accountId });
    if (!stamp) throw new CodedError(404, 'not_found');
    try {
      return await fs.readFile(path.join(this.dir, stamp.file));
    } catch {
      throw new CodedError(404, 'not_found');
    }
  }
}
