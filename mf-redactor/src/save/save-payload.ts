import type { DocSetFields } from '@gramota/contracts';
import { contentHash, type DocRawContent } from '@gramota/doc-content';
import type { DocState } from '../model/doc-state';

/** What one doc-set sends: the document's own part of the editor state. */
export type SaveSnapshot = Pick<
  DocState,
  | 'raw'
  | 'font'
  | 'padding'
  | 'format'
  | 'titlesFloat'
  | 'titlesMargin'
  | 'titleIndex'
  | 'fieldsRedactor'
  | 'values'
>;

export function snapshotOf(state: DocState): SaveSnapshot {
  return {
    raw: state.raw,
    font: state.font,
    padding: state.padding,
    format: state.format,
    titlesFloat: state.titlesFloat,
    titlesMargin: state.titlesMargin,
    titleIndex: state.titleIndex,
    fieldsRedactor: state.fieldsRedactor,
    values: state.values,
  };
}

const texts = new WeakMap<DocRawContent, string>();

/** The content as the server gets it; made once per raw content (the editor shares unchanged ones). */
function contentText(raw: DocRawContent): string {
  let text = texts.get(raw);
  if (text === undefined) {
    text = JSON.stringify(raw);
    texts.set(raw, text);
  }
  return text;
}

/**
 * "Changed since the last save" (seed 001 §4): the hash of content, font and padding, plus the
 * page and fields values the editor saves with them.
 */
export function saveFingerprint(snapshot: SaveSnapshot): string {
  const content = snapshot.raw
    ? contentHash(contentText(snapshot.raw), snapshot.font, snapshot.padding)
    : '';
  return [
    content,
    snapshot.font,
    snapshot.padding,
    snapshot.format,
    snapshot.titlesFloat,
    snapshot.titlesMargin,
    String(snapshot.titleIndex),
    snapshot.fieldsRedactor,
    stableJson(snapshot.values),
  ].join('\n');
}

/** Values in key order, so the same values always give the same text. */
function stableJson(values: Record<string, string>): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1))),
  );
}

/** The doc-set form (contract DocSetFields). */
export function docSetFields(snapshot: SaveSnapshot, raw: DocRawContent): DocSetFields {
  return {
    content: contentText(raw),
    font: snapshot.font,
    padding: snapshot.padding,
    format: snapshot.format,
    titles_float: snapshot.titlesFloat,
    titles_margin: snapshot.titlesMargin,
    title_index: String(snapshot.titleIndex),
    fields_redactor: snapshot.fieldsRedactor,
    values: JSON.stringify(snapshot.values),
  };
}
