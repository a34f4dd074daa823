import path from 'node:path';
import { ACCOUNT_LIMITS, type WorkshopUploadAnswer } from '@gramota/contracts';
import type { User } from '../../auth';
import { looksLikeSvg } from './picture-sniffing';
import type { UploadForm } from './upload-form';
import { workshopUploadError } from './workshop-upload-errors';

/**
 * The profile's userpic store (profile/userpic.service.ts UserpicService): the one place userpics
 * live, so the workshop's "set userpic" form and the profile page set the same picture.
 */
export interface UserpicStore {
  /** Stores the new userpic (256 px square WebP), drops the old one; returns its URL. */
  replace(user: User, upload: Buffer): Promise<string>;
}

/**
 * A userpic from My templates' "set userpic" form (seed 001 §4 modals, §7 form uploads). The
 * store measures the picture before decoding it (shared/image-guard), so a pixel flood is refused
 * there; SVG is refused here first, with its own message, as for the other kinds. No plan rule:
 * a userpic is never need-pay.
 */
export async function uploadUserpic(
  userpics: UserpicStore,
  actor: User,
  form: UploadForm,
): Promise<WorkshopUploadAnswer> {
  if (looksLikeSvg(form.bytes)) throw workshopUploadError('file_svg');
  const url = await userpics.replace(actor, form.bytes);
  const size = ACCOUNT_LIMITS.userpicSize;
  return {
    status: 'ok',
    img: url,
    filename: form.filename,
    format: 'webp',
    file: path.posix.basename(url),
    width: size,
    height: size,
  };
}
