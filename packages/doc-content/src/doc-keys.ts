/**
 * A document's value slots for mass creation (issue 15, seed 001 §3 Spreadsheet meta): each
 * `[...]` label of its text and each variable field of fields mode is a key a spreadsheet column
 * can fill. Works on the document's sanitized HTML (the form the server keeps and renders), so the
 * same functions find the keys for the table and fill them for the file.
 */
import type { SpreadsheetKeySource, TemplateField } from '@gramota/contracts';
import { applyFieldValuesToHtml } from './fields';
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
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)));
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

/**
 * The HTML with each key that has a value filled: a label's `[...]` and a field's `%id%` become
 * the value as text (escaped, line breaks as <br>), so a cell never adds markup. Keys without a
 * value keep the document's own text; the other fields take `fieldValues`.
 */
export function fillDocKeys(
  html: string,
  sources: readonly SpreadsheetKeySource[],
  values: Readonly<Record<string, string>>,
  fieldValues: Readonly<Record<string, string>> = {},
): string {
  const has = (key: string) => Object.hasOwn(values, key);
  const labels = new Set(sources.filter((one) => one.kind === 'label').map((one) => one.key));
  const withLabels = html.replace(LABEL_IN_HTML, (whole, inner: string) => {
    const key = labelKey(htmlText(inner));
    return labels.has(key) && has(key) ? textToHtml(values[key]!) : whole;
  });
  const fieldFill: Record<string, string> = { ...fieldValues };
  for (const source of sources)
    if (source.kind === 'field' && source.field && has(source.key))
      fieldFill[source.field] = values[source.key]!;
  return applyFieldValuesToHtml(withLabels, fieldFill);
}
