/**
 * Fields mode (seed 001 §2, §3 Field element): a template's content holds `%id%` placeholders
 * (fieldPlaceholder) that the form's values replace. A placeholder without a value stays as is.
 */
import { FIELD_ID_PATTERN } from '@gramota/contracts';
import { textToHtml } from './html-text';

// FIELD_ID_PATTERN is anchored (^...$); inside %...% the same id rule applies unanchored.
const PLACEHOLDER = new RegExp(`%(${FIELD_ID_PATTERN.source.replace(/^\^|\$$/g, '')})%`, 'g');

export type FieldValues = Readonly<Record<string, string>>;

function replacePlaceholders(
  text: string,
  values: FieldValues,
  write: (value: string) => string,
): string {
  // Own keys only: 'constructor' is a valid field id and every object inherits one.
  return text.replace(PLACEHOLDER, (placeholder, id: string) =>
    Object.hasOwn(values, id) ? write(values[id]!) : placeholder,
  );
}

/**
 * Placeholders in plain text replaced by the values. The text changes length, so a raw block's
 * style ranges no longer line up with it: for styled content render first, then use
 * applyFieldValuesToHtml.
 */
export const applyFieldValues = (text: string, values: FieldValues) =>
  replacePlaceholders(text, values, (value) => value);

/**
 * Placeholders in the document's HTML replaced by the values as text: escaped, line breaks as
 * <br>, so a value never adds markup. Placeholders only ever stand in text: our attributes hold
 * no '%' followed by a lowercase letter (URLs are escaped in uppercase hex).
 */
export const applyFieldValuesToHtml = (html: string, values: FieldValues) =>
  replacePlaceholders(html, values, textToHtml);
