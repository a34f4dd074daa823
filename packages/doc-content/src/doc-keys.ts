/**
 * A document's value slots for mass creation (issue 15, seed 001 §3 Spreadsheet meta): each
 * `[...]` label of its text and each variable field of fields mode is a key a spreadsheet column
 * can fill. Works on the document's sanitized HTML (the form the server keeps and renders), so the
 * same functions find the keys for the table and fill them for the file.
 */
import {
  FIELD_ID_PATTERN,
  type PupilGender,
  type SpreadsheetKeySource,
  type TemplateField,
} from '@gramota/contracts';
import {
  BRACKET_IN_HTML,
  fillGenderAlternatives,
  genderFormHtml,
  holdsGenderMark,
} from './gender-alternatives';
import { htmlToText, textToHtml } from './html-text';

/** A label as it stands in the HTML: brackets around text holding no markup and no brackets. */
const LABEL_IN_HTML = BRACKET_IN_HTML;
const LABEL_MAX = 80;

/** A label's key: its text, spaces collapsed (non-breaking ones too) and trimmed. */
const labelKey = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

/**
 * The `[...]` labels of the HTML, each once, in the order they first appear. A bracket holding a
 * '|' is a gender alternative ('[ученик|ученица]', gender-alternatives.ts), or a mistyped one,
 * never a key.
 */
export function docLabels(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(LABEL_IN_HTML)) {
    const key = labelKey(htmlToText(match[1]!));
    if (key && key.length <= LABEL_MAX && !holdsGenderMark(key)) found.add(key);
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

/** What fillDocKeys fills besides the row's values. */
export interface FillOptions {
  /** Fields mode: the values of the fields the row does not fill (the doc's own form values). */
  fieldValues?: Readonly<Record<string, string>>;
  /** Wraps each value filled from the row (not the fieldValues): the preview's measure mode. */
  wrap?: FilledValueWrapper;
  /**
   * The row's gender: each gender alternative ('[ученик|ученица]') is printed in its form, in the
   * document's text and in its own field values, never in a value a cell gave. Absent or null:
   * the alternatives stay as written.
   */
  gender?: PupilGender | null;
}

/**
 * The HTML with each key that has a value filled: a label's `[...]` and a field's `%id%` become
 * the value as text (escaped, line breaks as <br>), so a cell never adds markup, and a value that
 * looks like a label, a placeholder or an alternative stays text (values are never scanned
 * again). Keys without a value keep the document's own text; the other fields take
 * `fieldValues`. Gender alternatives take the form of `gender`.
 */
export function fillDocKeys(
  html: string,
  sources: readonly SpreadsheetKeySource[],
  values: Readonly<Record<string, string>>,
  options: FillOptions = {},
): string {
  const { fieldValues = {}, wrap = (_key, valueHtml) => valueHtml, gender = null } = options;
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
    // A form value is the document's own text: its alternatives are the document's too.
    return Object.hasOwn(fieldValues, id)
      ? fillGenderAlternatives(textToHtml(fieldValues[id]!), gender)
      : placeholder;
  };
  return html.replace(KEY_SLOT, (whole, inner: string | undefined, id: string | undefined) => {
    if (id !== undefined) return fillField(whole, id);
    const text = htmlToText(inner!);
    if (holdsGenderMark(text)) {
      // The chosen form, or the bracket as written; either may still hold a placeholder.
      const form = genderFormHtml(inner!, gender);
      return (form ?? whole).replace(PLACEHOLDER, fillField);
    }
    const key = labelKey(text);
    if (labels.has(key) && has(key)) return wrap(key, textToHtml(values[key]!));
    // A bracket left as it is may still hold a placeholder ('[%name%]').
    return whole.replace(PLACEHOLDER, fillField);
  });
}
