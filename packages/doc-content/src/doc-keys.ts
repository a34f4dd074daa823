/**
 * A document's value slots for mass creation (issue 15, seed 001 §3 Spreadsheet meta): each
 * `[...]` label of its text and each variable field of fields mode is a key a spreadsheet column
 * can fill. Works on the document's sanitized HTML (the form the server keeps and renders), so the
 * same functions find the keys for the table and fill them for the file.
 */
import {
  FIELD_ID_PATTERN,
  type SpreadsheetKeySource,
  type TemplateField,
} from '@gramota/contracts';
import { textToHtml } from './html-text';

/** A label as it stands in the HTML: brackets around text holding no markup and no brackets. */
const LABEL_IN_HTML = /\[([^[\]<>]{1,120})\]/g;
const LABEL_MAX = 80;

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': '\u00a0',
};

/** HTML text (no tags) as plain text: the entities the sanitizer writes, and numeric ones. */
function htmlText(html: string): string {
  return html
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => HTML_ENTITIES[entity]!)
    .replace(/&#(\d{1,7});/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, code: string) =>
      String.fromCodePoint(parseInt(code, 16)),
    );
}

/** A label's key: its text, spaces collapsed (non-breaking ones too) and trimmed. */
const labelKey = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

/** The `[...]` labels of the HTML, each once, in the order they first appear. */
export function docLabels(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(LABEL_IN_HTML)) {
    const key = labelKey(htmlText(match[1]!));
    if (key && key.length <= LABEL_MAX) found.add(key);
  }
  return [...found];
}

/**
 * Every key of a document: its labels, then the variable fields of fields mode (keyed by their
 * title; a title equal to a label is the same key and fills both).
 */
export function docKeySources(
  html: string,
  fields: readonly TemplateField[],
  fieldsMode: boolean,
): SpreadsheetKeySource[] {
  const sources: SpreadsheetKeySource[] = docLabels(html).map((key) => ({ key, kind: 'label' }));
  if (fieldsMode)
    for (const field of fields)
      if (field.type === 'variable' && html.includes(`%${field.id}%`))
        sources.push({ key: labelKey(field.title), kind: 'field', field: field.id });
  return sources;
}

/** A field's `%id%` placeholder as it stands in the HTML (the id rule of FIELD_ID_PATTERN). */
const PLACEHOLDER_SOURCE = `%(${FIELD_ID_PATTERN.source.replace(/^\^|\$$/g, '')})%`;
const PLACEHOLDER = new RegExp(PLACEHOLDER_SOURCE, 'g');
/** A label or a placeholder: both are filled in one pass, so a value never fills another slot. */
const KEY_SLOT = new RegExp(`${LABEL_IN_HTML.source}|${PLACEHOLDER_SOURCE}`, 'g');

/**
 * Wraps a filled value (already escaped HTML) for the key it fills. The spreadsheet preview's
 * measure mode wraps each value in `<span data-mass-key="...">` so the table screen can measure,
 * in the page's own layout, whether the value fits its line.
 */
export type FilledValueWrapper = (key: string, valueHtml: string) => string;

/**
 * The HTML with each key that has a value filled: a label's `[...]` and a field's `%id%` become
 * the value as text (escaped, line breaks as <br>), so a cell never adds markup, and a value that
 * looks like a label or a placeholder stays text. Keys without a value keep the document's own
 * text; the other fields take `fieldValues`. `wrap` (optional) wraps each value filled from
 * `values` (not the fieldValues).
 */
export function fillDocKeys(
  html: string,
  sources: readonly SpreadsheetKeySource[],
  values: Readonly<Record<string, string>>,
  fieldValues: Readonly<Record<string, string>> = {},
  wrap: FilledValueWrapper = (_key, valueHtml) => valueHtml,
): string {
  const has = (key: string) => Object.hasOwn(values, key);
  const labels = new Set(sources.filter((one) => one.kind === 'label').map((one) => one.key));
  const fieldKeys = new Map<string, string>();
  for (const source of sources)
    if (source.kind === 'field' && source.field && has(source.key))
      fieldKeys.set(source.field, source.key);
  const fillField = (placeholder: string, id: string) => {
    const key = fieldKeys.get(id);
    if (key !== undefined) return wrap(key, textToHtml(values[key]!));
    // Own keys only: 'constructor' is a valid field id and every object inherits one.
    return Object.hasOwn(fieldValues, id) ? textToHtml(fieldValues[id]!) : placeholder;
  };
  return html.replace(KEY_SLOT, (whole, inner: string | undefined, id: string | undefined) => {
    if (id !== undefined) return fillField(whole, id);
    const key = labelKey(htmlText(inner!));
    if (labels.has(key) && has(key)) return wrap(key, textToHtml(values[key]!));
    // A bracket left as it is may still hold a placeholder ('[%name%]').
    return whole.replace(PLACEHOLDER, fillField);
  });
}
