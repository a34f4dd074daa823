/**
 * Gender alternatives (issue 29): a word that depends on the pupil's gender is written once in
 * the document, both forms in brackets with a '|' between them, masculine first:
 * '[ученик|ученица]', '[награждён|награждена]', '[он|она] [окончил|окончила]'. Mass creation
 * prints the form of each row's gender; with no gender the bracket stays exactly as written,
 * like a label nobody filled (a document printed on its own from the editor shows it as typed).
 *
 * The rule, decided once for the table, the file and the preview:
 * - an alternative is a bracket (like a label: no markup inside, at most 120 characters) holding
 *   exactly one '|' with text on both sides; spaces around either form are not part of it;
 * - a bracket holding a '|' is never a key, well-formed or not: '[a|b|c]' and '[|b]' are
 *   neither a column of the table nor an alternative, and print exactly as written;
 * - a chosen form is text, escaped like a cell's value.
 */
import type { PupilGender } from '@gramota/contracts';
import { htmlToText, textToHtml } from './html-text';

/** Separates the masculine form (first) from the feminine (second). */
export const GENDER_MARK = '|';

/** A bracket as it stands in the HTML: the same shape as a label. */
export const BRACKET_IN_HTML = /\[([^[\]<>]{1,120})\]/g;

/** Spaces, non-breaking ones too, around a form. */
const trimForm = (text: string) => text.replace(/^[\s\u00a0]+|[\s\u00a0]+$/g, '');

/** Whether a bracket's text (plain) holds the mark, which keeps it from ever being a key. */
export const holdsGenderMark = (text: string) => text.includes(GENDER_MARK);

/** The two forms of a bracket's plain text, or null when it is not an alternative. */
export function genderForms(text: string): Record<PupilGender, string> | null {
  const parts = text.split(GENDER_MARK);
  if (parts.length !== 2) return null;
  const [m, f] = parts.map(trimForm) as [string, string];
  return m && f ? { m, f } : null;
}

/**
 * The form a bracket's HTML text stands for with this gender, as HTML; null when the bracket is
 * not an alternative or there is no gender (the bracket then stays as written).
 */
export function genderFormHtml(
  innerHtml: string,
  gender: PupilGender | null | undefined,
): string | null {
  if (!gender) return null;
  const forms = genderForms(htmlToText(innerHtml));
  return forms ? textToHtml(forms[gender]) : null;
}

/**
 * The HTML with every alternative printed in this gender's form (no gender: unchanged). For text
 * that is the document's own (a fields-mode value the teacher wrote in the form), never for a
 * cell's value.
 */
export function fillGenderAlternatives(
  html: string,
  gender: PupilGender | null | undefined,
): string {
  if (!gender) return html;
  return html.replace(
    BRACKET_IN_HTML,
    (whole, inner: string) => genderFormHtml(inner, gender) ?? whole,
  );
}

const anyAlternative = (html: string) =>
  [...html.matchAll(BRACKET_IN_HTML)].some((match) => genderForms(htmlToText(match[1]!)) !== null);

/**
 * Whether the document needs each row's gender: its HTML has an alternative, or (fields mode) a
 * field whose `%id%` stands in the HTML has one in its value.
 */
export function hasGenderAlternatives(
  html: string,
  fieldValues: Readonly<Record<string, string>> = {},
): boolean {
  if (anyAlternative(html)) return true;
  return Object.entries(fieldValues).some(
    ([id, value]) => html.includes(`%${id}%`) && anyAlternative(textToHtml(value)),
  );
}
