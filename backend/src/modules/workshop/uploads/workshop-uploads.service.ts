import { randomBytes } from 'node:crypto';
import { WORKSHOP_LIMITS, type WorkshopUploadKind } from '@gramota/contracts';
import { type DataSource, type Repository } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import type { FileStore } from '../../../shared/file-store';
import { transformImage } from '../../../shared/image-guard';
import type { UsageLimits, UsageRule } from '../../usage-limits';
import { workshopFileKey } from '../workshop-answers';
import { workshopUploadError } from './workshop-upload-errors';
import { looksLikeSvg } from './picture-sniffing';
import { WorkshopUpload } from './workshop-upload.entity';

/**
 * The long side of a stored picture: a full A4 page at about 340 dpi, more than print needs, and
 * a bound on what the canvas and the render engine draw.
 */
export const STORED_LONG_SIDE_MAX = 4000;

/**
 * Uploads an account may make in UPLOAD_RATE.windowMs (a person designing uses a handful), and
 * uploads from one client address (a school's colleagues behind one NAT share it).
 */
export const UPLOAD_RATE = { count: 60, perAddress: 180, windowMs: 10 * 60 * 1000 } as const;

/** What usage-limits counts workshop uploads under. */
const CHANNEL = 'workshop-upload';

/** A counted upload, given back when nothing was kept. */
export interface UploadTicket {
  refund(): Promise<void>;
}

export interface StoredPicture {
  /** The stored file's name ('{random}.png'). */
  file: string;
  /** Its URL (/data/workshop/{file}), what a scene's picture source is. */
  url: string;
  type: 'png' | 'jpeg';
  width: number;
  height: number;
}

/** Stamps and pictures keep their transparency; backgrounds and whole pages are photographs. */
const typeOf = (kind: WorkshopUploadKind): StoredPicture['type'] =>
  kind === 'picture' ? 'png' : 'jpeg';

/**
 * The workshop's pictures (seed 001 §7 form uploads): checked by their content (SVG refused, the
 * header measured before any pixel is decoded, through shared/image-guard), re-encoded, never the
 * uploaded bytes (anything hidden in them is left behind), upright, at most 4000 px on the long
 * side, under the file store's public/workshop/{random}.{png|jpg}: public as the catalogue's
 * artwork is, behind 128 random bits (ARCHITECTURE §5), served by /data/workshop/.
 */
export class WorkshopUploadsService {
  private readonly uploads: Repository<WorkshopUpload>;

  constructor(
    dataSource: DataSource,
    private readonly files: FileStore,
    private readonly clock: Clock,
    private readonly usageLimits: UsageLimits,
  ) {
    this.uploads = dataSource.getRepository(WorkshopUpload);
  }

  /**
   * Counts an upload before its file is read, or refuses it when the account or the address used
   * its share of the window. Counting and recording are one step under a lock, so uploads sent all
   * at once cannot pass the limit together; the ticket gives the use back when nothing is kept.
   */
  async reserve(userId: string, address: string): Promise<UploadTicket> {
    const rules: UsageRule[] = [
      { scope: 'account', key: userId, max: UPLOAD_RATE.count, windowMs: UPLOAD_RATE.windowMs },
      {
        scope: 'address',
        key: address,
        max: UPLOAD_RATE.perAddress,
        windowMs: UPLOAD_RATE.windowMs,
      },
    ];
    if (await this.usageLimits.take(CHANNEL, rules)) throw workshopUploadError('upload_rate');
    return { refund: () => this.usageLimits.refund(CHANNEL, rules) };
  }

  async store(userId: string, kind: WorkshopUploadKind, upload: Buffer): Promise<StoredPicture> {
    if (upload.length === 0) throw workshopUploadError('file_missing');
    if (upload.length > WORKSHOP_LIMITS.uploadMaxBytes) throw workshopUploadError('file_too_large');
    if (looksLikeSvg(upload)) throw workshopUploadError('file_svg');
    const type = typeOf(kind);
    const { data, info } = await transformImage(upload, (image) => {
      const upright = image.autoOrient().resize(STORED_LONG_SIDE_MAX, STORED_LONG_SIDE_MAX, {
        fit: 'inside',
        withoutEnlargement: true,
      });
      return type === 'png'
        ? upright.png()
        : upright.flatten({ background: '#ffffff' }).jpeg({ quality: 90 });
    });
    const file = `${randomBytes(16).toString('base64url')}.${type === 'png' ? 'png' : 'jpg'}`;
    // The store writes whole files only: a reader never sees half a picture.
    await this.files.put(workshopFileKey(file), data, {
      contentType: type === 'png' ? 'image/png' : 'image/jpeg',
    });
    try {
      await this.uploads.insert({
        userId,
        kind,
        file,
        width: info.width,
        height: info.height,
        time: this.clock().getTime(),
      });
    } catch (error) {
      await this.files.delete(workshopFileKey(file));
      throw error;
    }
    return { file, url: `/data/workshop/${file}`, type, width: info.width, height: info.height };
  }

  /** Takes back a picture whose use failed after it was stored (nothing kept on an error). */
  async discard(picture: StoredPicture): Promise<void> {
    await this.uploads.delete({ file: picture.file });
    await this.files.delete(workshopFileKey(picture.file));
  }

  /** The account's pictures (newest first): an owner check for a scene's sources. */
  async filesOf(userId: string): Promise<string[]> {
    const rows = await this.uploads.find({
      where: { userId },
      order: { time: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => row.file);
  }
}
