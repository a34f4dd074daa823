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

const TEXT_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};

const ENTITY = /&(amp|lt|gt|quot|#39|nbsp|#\d{1,7}|#x[0-9a-f]{1,6});/gi;

/** One entity's character; a name we do not write, or a number past Unicode, stays as written. */
function entityText(entity: string, name: string): string {
  if (Object.hasOwn(TEXT_ENTITIES, name)) return TEXT_ENTITIES[name]!;
  if (name[0] !== '#') return entity;
  const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1));
  return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * HTML text (no tags) as plain text: the entities the sanitizer writes, and numeric ones, in one
 * pass (so '&amp;lt;' is the text '&lt;', not '<').
 */
export const htmlToText = (html: string) => html.replace(ENTITY, entityText);

/** Length in px as CSS text; hundredths at most, the precision margins are stored with. */
export const px = (value: number) => `${Math.round(value * 100) / 100}px`;
