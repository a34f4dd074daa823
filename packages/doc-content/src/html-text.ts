/**
 * Text into HTML: every character that could start markup or end an attribute is escaped. The
 * document's HTML double-quotes every attribute, so a single quote stays as it is (CSS font
 * names keep their quotes readable: font-family:'PT Serif').
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Safe as element text and inside a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ENTITIES[char]!);

/** Plain text with '\n' line breaks, as HTML: escaped, each break a <br>. */
export const textToHtml = (text: string) => escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');

/** Length in px as CSS text; hundredths at most, the precision margins are stored with. */
export const px = (value: number) => `${Math.round(value * 100) / 100}px`;
