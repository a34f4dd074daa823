/**
 * Paste into the editor is reduced to plain text, each line a paragraph (seed 001 §5): no
 * formatting, pictures or markup from other programs ever enter a document this way.
 */
import { REDACTOR_LIMITS } from '@gramota/contracts';

const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/;
// C0 and C1 controls and DEL; tab and the line breaks are handled before.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The paragraphs a pasted text becomes: one per line, tabs as spaces, controls removed. */
export function plainTextToParagraphs(text: string): string[] {
  return text.split(LINE_BREAK).map((line) => line.replace(/\t/g, ' ').replace(CONTROL, ''));
}

/** A paste this long is refused with a message, nothing inserted. */
export const pasteTooLong = (text: string) => text.length > REDACTOR_LIMITS.pasteMaxChars;
