/**
 * The document editor (issue 5; seed 001 §2 Document editor, §3 Document data, §4, §5, §7 Editor,
 * §9): its calls, answers and limits. Content travels as draft-js raw state (JSON); the server
 * turns it into HTML itself (@gramota/doc-content rawToHtml) and sanitizes that, so a client can
 * never store HTML of its own making.
 */

import { appPaths } from './app-paths';
import type { TemplateField } from './templates';

export const redactorPaths = {
  /** The editor route of a document. `?template=lng-id-index` asks to switch template on open. */
  page: (docId: string) => appPaths.redactor(docId),
  /** Admin editing of a template's default text through one of their docs (fields mode off). */
  adminDefault: (docId: string, templateId: string) =>
    appPaths.redactorAdminDefault(docId, templateId),
  /** POST DocSetFields (form-urlencoded) → DocSetAnswer | error shape. */
  docSet: (docId: string) => `/api/doc-set/${encodeURIComponent(docId)}/`,
  /** GET → DocClearAnswer: the content back to the template's default text, values to defaults. */
  docClear: (docId: string) => `/api/doc-clear/${encodeURIComponent(docId)}/`,
  /** POST {template_id} (form) → SetTemplateAnswer | {result:'workshop-pay'} | error shape. */
  setTemplate: (docId: string) => `/api/set-template/${encodeURIComponent(docId)}/`,
  /**
   * As seed 001 §7 writes it: POST, the template in the path, `title_index` (a picture of the new
   * template's title gallery; the template's own when left out) in the query. Same answers.
   */
  setTemplateTo: (docId: string, templateId: string, titleIndex?: number) =>
    `/api/set-template/${encodeURIComponent(docId)}/${encodeURIComponent(templateId)}/${
      titleIndex === undefined ? '' : `?title_index=${titleIndex}`
    }`,
  /** GET ?fonts=A,B, (the my_fonts list) → MyFontsAnswer. `add` adds one font once. */
  myFonts: (query: { add?: string } = {}) =>
    `/api/redactor-get-my-fonts/${query.add ? `?add=${encodeURIComponent(query.add)}` : ''}`,
  /** GET → text/css with @font-face rules of a bundled font (404 for an unknown one), cached. */
  fontCss: (font: string) => `/api/get-font-css/?font=${encodeURIComponent(font)}`,
  /** GET → RedactorTriggersAnswer: which banners / notices the editor shows for this doc. */
  triggersModal: (docId: string) => `/api/redactor-triggers-modal/${encodeURIComponent(docId)}/`,
  /** GET → image/png QR code of `data` (an http(s) link, at most REDACTOR_LIMITS.qrDataMax chars). */
  qr: (data: string) => `/qr/?data=${encodeURIComponent(data)}`,
  /** POST multipart `file` → ImageUploadAnswer (PRO only; JPEG/PNG/WebP checked by content). */
  imageUpload: (docId: string) => `/api/redactor-image-upload/${encodeURIComponent(docId)}/`,
  /** Where an uploaded picture is served (only to its owner's session). */
  imageFile: (docId: string, file: string) =>
    `/api/redactor-image/${encodeURIComponent(docId)}/${encodeURIComponent(file)}/`,
  /**
   * GET ?template={template_data}[&doc={docId}] → StampModalAnswer: the account's stamps and
   * signatures, each saying whether it may be placed (on that document, with `doc`).
   */
  stampModal: (templateData: string, docId?: string) =>
    `/api/stamp-modal/?template=${encodeURIComponent(templateData)}${
      docId ? `&doc=${encodeURIComponent(docId)}` : ''
    }`,
} as const;

/** doc-set form fields. Only `content`, `font` and `padding` are required. */
export interface DocSetFields {
  /** JSON of DocRawContent (draft-js raw state). At most REDACTOR_LIMITS.contentMaxBytes. */
  content: string;
  /** A font family of the bundled list (BUNDLED_FONTS in @gramota/doc-style). */
  font: string;
  /** 'top right bottom left' in px at the 800 px width, each -400..400 (seed 001 §5, §9). */
  padding: string;
  /** Page settings: a format id of @gramota/doc-style (a4, a5, a4h, ni-20x15 ...). */
  format?: string;
  /** 'x|y' offsets of the title picture, px. */
  titles_float?: string;
  titles_margin?: string;
  /** Index into the template's title_movable_gallery. */
  title_index?: string;
  /** Fields mode: '1' on, '0' off (template editing). */
  fields_redactor?: '0' | '1';
  /** Fields mode values: JSON object field id → text. */
  values?: string;
}

export interface DocSetAnswer {
  result: 'success';
  is_school: '0' | '1';
  /** The new change fingerprint (docs md5) and edit time. */
  md5: string;
  'edit-time': number;
}

export interface DocClearAnswer {
  result: 'success';
}

export interface SetTemplateAnswer {
  result: 'success';
  /** The template set fields the editor applies (background, format, badge, sliders, title). */
  img_redactor: string;
  padding: string;
  pro: '0' | '1';
  format: string;
  title_index: number;
  title_movable_gallery: string;
  is_title_movable: '0' | '1';
  titles_margin: string;
  titles_float: string;
  wlogo: '0' | '1';
  logo: string;
  /**
   * The doc's fields after the switch (the new template's), their values (kept where the id is
   * the same, the default otherwise) and whether fields mode is still on (it ends when the new
   * template has no fields). doc-set refuses values of other field ids, so the editor takes these
   * over. Always sent by the server; optional only for older fixtures.
   */
  fields?: TemplateField[];
  values?: Record<string, string>;
  fields_redactor?: '0' | '1';
}

export interface BundledFontInfo {
  /** CSS family name, also the value stored in `font` and in my_fonts. */
  family: string;
  /** Has Cyrillic glyphs. */
  cyrillic: boolean;
  /** Script, serif, sans, display: the font dialog groups by it. */
  kind: 'serif' | 'sans' | 'script' | 'display';
}

export interface MyFontsAnswer {
  result: 'success';
  /** Every font the app bundles. */
  fonts: BundledFontInfo[];
  /** The user's list (settings my_fonts, comma-terminated), in order, each once. */
  my_fonts: string[];
}

export interface RedactorTriggersAnswer {
  result: 'success';
  /** School account: the school info banner (collapsible, settings school_redactor_hide). */
  is_school: '0' | '1';
  /** All-templates licence: the unlimited info banner (settings unlimit_redactor_hide). */
  is_unlimit: '0' | '1';
  /** The doc counts as PRO for this user (licence or bought template): images, QR, fragment fonts. */
  doc_pro_allowed: '0' | '1';
}

export interface ImageUploadAnswer {
  status: 'ok' | 'err';
  /** imageFile URL of the stored picture (status ok). */
  file?: string;
  width?: number;
  height?: number;
  min_width?: number;
  min_height?: number;
  max_width?: number;
  max_height?: number;
  /** With status err: what went wrong, for the dialog. */
  error_text?: string;
  /** With status err: a stable key (redactorErrors, or the docs / access error codes). */
  error_code?: string;
}

export interface StampModalAnswer {
  result: 'success';
  /**
   * Every stamp of the account (issue 37, the vault): `may_place` false greys it with "ask for
   * it"; `url` is empty for a stamp the person may not see.
   */
  stamps: Array<{
    id: string;
    kind: 'stamp' | 'signature';
    url: string;
    name: string;
    may_place: boolean;
  }>;
}

export const REDACTOR_LIMITS = {
  /** doc-set content JSON. */
  contentMaxBytes: 2 * 1024 * 1024,
  /** A paste longer than this (characters) is refused with a message, nothing inserted. */
  pasteMaxChars: 100_000,
  /** Autosave period and the save indicator's steps (seed 001 §4, §9). */
  autosaveMs: 5000,
  savedTextAfterMs: 1000,
  savedIconAfterMs: 5000,
  /** Stamps in the editor (seed 001 §9). */
  stampWidth: 150,
  stampMinWidth: 50,
  stampMaxWidth: 200,
  /** New QR pictures (seed 001 §9). */
  qrWidth: 100,
  qrDataMax: 1000,
  /** A field value of fields mode, characters. */
  fieldValueMax: 2000,
  /** titles_float offsets (the title sliders), px. */
  titleOffsetMin: -400,
  titleOffsetMax: 400,
  /** titles_margin: '' (the template's) or px from the page top, within ±this. */
  titlesMarginMax: 2000,
  /** Uploaded pictures: stored at most this wide (2x the page), placed 20..800 px wide. */
  imageStoreMaxWidth: 1600,
  imageMinWidth: 20,
  imageMaxWidth: 800,
  /** The QR code picture /qr/ answers, px square. */
  qrImageSize: 512,
  /** Mobile zoom (seed 001 §5). */
  zoomMin: 0.07,
  zoomMax: 2,
  zoomStep: 0.2,
} as const;

/** Error codes of the editor calls (answers' error shape), with their English text. */
export const redactorErrors = {
  content_invalid: 'The document content could not be read',
  content_too_large: 'The document is too large to save',
  font_invalid: 'Unknown font',
  padding_invalid: 'Margins must be four numbers from -400 to 400',
  format_invalid: 'Unknown page format',
  values_invalid: 'The field values could not be read',
  fields_redactor_invalid: 'Fields mode must be 0 or 1',
  titles_float_invalid: 'The title position must be two numbers from -400 to 400',
  titles_margin_invalid: 'The title margin must be a number of pixels',
  title_index_invalid: 'There is no such title picture for this template',
  template_not_found: 'Template not found',
  need_pro: 'Pictures and QR codes need PRO',
  qr_link_invalid: 'Link to the website should begin with http:// or https://',
  image_invalid: 'The file is not a JPEG, PNG or WebP picture',
  image_too_large: 'The picture is too large: at most 10 MB, 40 megapixels and 10,000 px a side',
  image_shape_invalid: 'The picture is too narrow: one side may be at most 50 times the other',
} as const;
export type RedactorErrorCode = keyof typeof redactorErrors;
