// The editor's content model (draft-js raw state, without draft-js), its HTML and its checks:
// one implementation for the editor (mf-redactor) and the server (backend redactor module).
export { BLOCK_TYPES, DOC_CONTENT_LIMITS } from './raw-content';
export type {
  BlockType,
  DocBlockData,
  DocRawContent,
  EntityRange,
  EntityType,
  ImageEntityData,
  InlineStyleRange,
  PlacedObject,
  QrEntityData,
  RawBlock,
  RawEntity,
  StampEntityData,
  TableEntityData,
  TextboxEntityData,
} from './raw-content';
export {
  MARKS,
  inlineStyle,
  parseInlineStyle,
  isInlineStyleName,
  fragmentLook,
  fragmentCss,
  fragmentStyleText,
} from './inline-style';
export type {
  Mark,
  ParsedInlineStyle,
  FragmentCss,
  FragmentLook,
  RenderOptions,
} from './inline-style';
export {
  IMAGE_SRC_PATTERN,
  QR_SRC_PATTERN,
  STAMP_ID_PATTERN,
  STAMP_SRC_PATTERN,
  qrSrc,
  stampSrc,
} from './entity-sources';
export { isQrLink, qrLinkProblem } from './qr-link';
export type { QrLinkProblem } from './qr-link';
export { docRawContentSchema } from './raw-content-schema';
export { parseDocRawContent, utf8ByteLength } from './parse-raw-content';
export { stampIdOfSrc, stampIdsInHtml, stampIdsOf } from './stamp-ids';
export type { ParseDocRawContentResult } from './parse-raw-content';
export { blockClassName, blockMargins, blockMarginStyleText, isListItem } from './block-look';
export { escapeHtml, textToHtml } from './html-text';
export { inlineHtml } from './inline-html';
export { entityHtml } from './entity-html';
export { rawToHtml } from './raw-to-html';
export { DOC_HTML_ALLOWED } from './html-allowlist';
export type { DocHtmlAllowlist } from './html-allowlist';
export { applyFieldValues, applyFieldValuesToHtml } from './fields';
export type { FieldValues } from './fields';
export { plainTextToParagraphs, pasteTooLong } from './paste';
export { contentHash } from './content-hash';
export {
  docLabels,
  docKeySources,
  fillDocKeys,
  type FilledValueWrapper,
  type FillOptions,
} from './doc-keys';
export {
  GENDER_MARK,
  fillGenderAlternatives,
  genderForms,
  hasGenderAlternatives,
} from './gender-alternatives';
