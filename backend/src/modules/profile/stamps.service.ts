import { randomUUID } from 'node:crypto';
import { accountPaths, STAMP_KINDS, type StampInfo, type StampKind } from '@gramota/contracts';
import type { DataSource, Repository } from 'typeorm';
import { accountError } from '../../errors';
import type { AuditActor, AuditLog } from '../audit';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import { transformImage } from '../../shared/image-guard';
import { Stamp } from './stamp.entity';

/** Longest side of a stored stamp: plenty for print at the editor's 150 px default width. */
export const STAMP_MAX_SIDE = 600;

export function stampKindField(value: unknown): StampKind {
  if (typeof value === 'string' && (STAMP_KINDS as readonly string[]).includes(value))
    return value as StampKind;
  throw accountError(400, 'stamp_kind_invalid', 'kind');
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

/** Side of the copy the margin is measured on: twice a stored stamp's, plenty to place a cut. */
const TRIM_PREVIEW_SIDE = 2 * STAMP_MAX_SIDE;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where the mark is, in the upload's pixels (before EXIF orientation): the box trim keeps, found
 * on a copy at most TRIM_PREVIEW_SIDE px (trim's median filter over a 40 MP scan takes ~5 s and
 * the whole decoded image in memory; on the copy, milliseconds). Rounded outwards, so the
 * copy's blur never cuts into the mark. Null when there is nothing to cut (a blank image too).
 */
async function contentBox(upload: Buffer): Promise<Box | null> {
  const preview = await transformImage(upload, (image) =>
    image
      .resize(TRIM_PREVIEW_SIDE, TRIM_PREVIEW_SIDE, { fit: 'inside', withoutEnlargement: true })
      .raw(),
  );
  const { width, height, channels } = preview.info;
  if (width < 3 || height < 3) return null; // trim's median filter needs 3×3
  const trimmed = await transformImage(
    { pixels: preview.data, raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } },
    (image) => image.trim().raw(),
  );
  const { info } = trimmed;
  if (info.width === width && info.height === height) return null;
  const full = preview.header;
  const scaleX = full.width / width;
  const scaleY = full.height / height;
  const pad = scaleX > 1 || scaleY > 1 ? 1 : 0;
  const left = Math.max(0, Math.floor((-(info.trimOffsetLeft ?? 0) - pad) * scaleX));
  const top = Math.max(0, Math.floor((-(info.trimOffsetTop ?? 0) - pad) * scaleY));
  const right = Math.min(
    full.width,
    Math.ceil((-(info.trimOffsetLeft ?? 0) + info.width + pad) * scaleX),
  );
  const bottom = Math.min(
    full.height,
    Math.ceil((-(info.trimOffsetTop ?? 0) + info.height + pad) * scaleY),
  );
  return { left, top, width: right - left, height: bottom - top };
}

/** The store key of a stamp's file (`{id}.png`): private/, never served as a public file. */
export const stampKey = (file: string) => `private/stamps/${file}`;

/** Stamps and signatures: trimmed PNGs with their transparency, kept out of the public folder. */
export class StampsService {
  private readonly stamps: Repository<Stamp>;

  constructor(
    dataSource: DataSource,
    private readonly files: FileStore,
    private readonly clock: Clock,
    /** The vault's audit log (issue 37): uploads and deletions are written there. */
    private readonly log?: Pick<AuditLog, 'record'>,
    /**
     * Told once a stamp is deleted: pictures drawn with it elsewhere (the workshop's page
     * pictures) are drawn again without it, so no copy of its pixels outlives it.
     */
    private readonly removed?: (accountId: string, stampId: string) => Promise<void>,
  ) {
    this.stamps = dataSource.getRepository(Stamp);
  }

  async list(userId: string): Promise<StampInfo[]> {
    const stamps = await this.stamps.find({ where: { userId }, order: { createdAt: 'ASC' } });
    return stamps.map(toStampInfo);
  }

  /** Uploads a stamp of the account; `actor` is who did it, for the audit log. */
  async upload(
    userId: string,
    kind: StampKind,
    name: string,
    upload: Buffer,
    actor?: AuditActor,
  ): Promise<StampInfo> {
    const box = await contentBox(upload);
    // The margin is cut before the resize, so a small seal on a big scan keeps its detail. The
    // order of the calls matters to sharp: extract() before autoOrient() cuts in the file's own
    // pixel grid (where contentBox measured) and turns the picture upright afterwards.
    const { data, info } = await transformImage(upload, (image) =>
      (box ? image.extract(box) : image)
        .autoOrient()
        .resize(STAMP_MAX_SIDE, STAMP_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 9 }),
    );
    const id = randomUUID();
    const file = `${id}.png`;
    await this.files.put(stampKey(file), data, { contentType: 'image/png' });
    const stamp: Stamp = {
      id,
      userId,
      kind,
      name,
      file,
      // A signature is a person's: only the owner places it until they choose others (issue 37).
      placement: kind === 'signature' ? 'chosen' : 'all',
      width: info.width,
      height: info.height,
      createdAt: this.clock(),
    };
    try {
      await this.stamps.insert(stamp);
    } catch (error) {
      await this.files.delete(stampKey(file));
      throw error;
    }
    await this.log?.record(userId, actor ?? null, { action: 'stamp_uploaded', stamp });
    return toStampInfo(stamp);
  }

  async remove(userId: string, id: string, actor?: AuditActor): Promise<void> {
    const stamp = await this.stamps.findOneBy({ id, userId });
    if (!stamp) throw accountError(404, 'not_found', 'id');
    await this.stamps.delete({ id: stamp.id });
    await this.files.delete(stampKey(stamp.file));
    await this.log?.record(userId, actor ?? null, { action: 'stamp_deleted', stamp });
    await this.removed?.(userId, stamp.id);
  }

  /** The PNG of a stamp of `accountId`; 404 for anyone else's. */
  async read(accountId: string, id: string): Promise<Buffer> {
    const stamp = await this.stamps.findOneBy({ id, userId: accountId });
    if (!stamp) throw accountError(404, 'not_found');
    const bytes = await this.files.read(stampKey(stamp.file));
    if (!bytes) throw accountError(404, 'not_found');
    return bytes;
  }
}
