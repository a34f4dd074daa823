// The redactor module's public face: the document editor's calls (seed 001 §2 Document editor,
// §7 Editor): doc-set, doc-clear, set-template, the font list and stylesheets with their files,
// QR pictures, picture upload, the editor's banners and the stamp dialog. Its contract is
// packages/contracts/src/redactor.ts. The doc rows stay the docs module's (DocEditorService).
import { REDACTOR_LIMITS } from '@gramota/contracts';
import { BUNDLED_FONTS } from '@gramota/doc-style';
import type { AppMiddleware } from '../../http/app-state';
import type { LargeBodyRoute } from '../../http/body-parser';
import type { FileStore } from '../../shared/file-store';
import type { AccountMerger } from '../auth';
import type { DocEditorService, TemplateLookup } from '../docs';
import { BundledFontFiles } from './bundled-fonts';
import { DocImagesService } from './doc-images.service';
import { createRedactorPublicRoutes } from './public.routes';
import { createRedactorRoutes } from './redactor.routes';
import {
  RedactorService,
  type RedactorLicences,
  type RedactorSettings,
  type RedactorStamps,
} from './redactor.service';

export { BundledFontFiles } from './bundled-fonts';
export { DocImagesService } from './doc-images.service';
export { docImagesAccountFiles } from './doc-images-account-files';
export { qrLink, qrPictureRoute, qrPng } from './qr-code';
export { RedactorService } from './redactor.service';

/**
 * doc-set carries the whole document: the content JSON (at most contentMaxBytes of UTF-8) as a
 * form field, which URL-encoding makes up to three times longer, plus the small fields.
 */
export const DOC_SET_BODY_LIMIT = 3 * REDACTOR_LIMITS.contentMaxBytes + 256 * 1024;

export const REDACTOR_LARGE_BODIES: readonly LargeBodyRoute[] = [
  { method: 'POST', path: /^\/api\/doc-set\/[^/]+\/?$/, limit: DOC_SET_BODY_LIMIT },
];

/** An account merge copies the visitor's pictures (in the file store) into the account's folder. */
export function docImagesAccountMerger(files: FileStore): AccountMerger {
  const images = new DocImagesService(files);
  return (fromUserId, toUserId) => images.copyAccount(fromUserId, toUserId);
}

export interface RedactorModuleDependencies {
  /** Pictures placed in documents (doc-images/{accountId}/). */
  fileStore: FileStore;
  session: AppMiddleware;
  editor: DocEditorService;
  templates: TemplateLookup;
  licences: RedactorLicences;
  settings: RedactorSettings;
  stamps: RedactorStamps;
}

export function createRedactorModule(deps: RedactorModuleDependencies) {
  const fonts = new BundledFontFiles(BUNDLED_FONTS);
  const images = new DocImagesService(deps.fileStore);
  const redactor = new RedactorService({
    editor: deps.editor,
    templates: deps.templates,
    licences: deps.licences,
    settings: deps.settings,
    stamps: deps.stamps,
    images,
    isFont: (family) => fonts.has(family),
  });
  return {
    redactor,
    fonts,
    images,
    /** Give these to parseBodies(): doc-set's body may be larger than the default limit. */
    largeBodies: REDACTOR_LARGE_BODIES,
    routers: [
      createRedactorRoutes({ redactor, images, session: deps.session }),
      createRedactorPublicRoutes(fonts),
    ],
  };
}
