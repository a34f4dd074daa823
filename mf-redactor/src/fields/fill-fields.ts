import {
  applyFieldValues,
  applyFieldValuesToHtml,
  type DocRawContent,
  type FieldValues,
} from '@gramota/doc-content';

/** `%id%` placeholders of fields mode (contracts fieldPlaceholder, FIELD_ID_PATTERN). */
const PLACEHOLDER = /%[a-z][a-z0-9_]{0,31}%/g;

/** A placeholder and its value, in Unicode code points (as draft-js counts range offsets). */
interface Replacement {
  start: number;
  end: number;
  text: string;
  length: number;
}

interface Ranged {
  offset: number;
  length: number;
}

const codePoints = (text: string) => Array.from(text).length;

/** The placeholders of one text that have a value, with the value. */
function replacementsOf(text: string, values: FieldValues): Replacement[] {
  const found: Replacement[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const replaced = applyFieldValues(match[0], values);
    if (replaced === match[0]) continue;
    const start = codePoints(text.slice(0, match.index ?? 0));
    found.push({
      start,
      end: start + match[0].length,
      text: replaced,
      length: codePoints(replaced),
    });
  }
  return found;
}

/** Moves an offset of the old text onto the new one; inside a placeholder it goes to an edge. */
function mapOffset(offset: number, replacements: Replacement[], edge: 'start' | 'end'): number {
  let shift = 0;
  for (const { start, end, length } of replacements) {
    if (offset >= end) {
      shift += length - (end - start);
      continue;
    }
    if (offset > start) return start + shift + (edge === 'end' ? length : 0);
    break;
  }
  return offset + shift;
}

function replaceAll(text: string, replacements: Replacement[]): string {
  const points = Array.from(text);
  let result = '';
  let from = 0;
  for (const { start, end, text: value } of replacements) {
    result += points.slice(from, start).join('') + value;
    from = end;
  }
  return result + points.slice(from).join('');
}

function mapRanges<R extends Ranged>(ranges: readonly R[], replacements: Replacement[]): R[] {
  return ranges
    .map((range) => {
      const offset = mapOffset(range.offset, replacements, 'start');
      const end = mapOffset(range.offset + range.length, replacements, 'end');
      return { ...range, offset, length: end - offset };
    })
    .filter((range) => range.length > 0);
}

/**
 * Fields mode's preview (seed 001 §2): the document's content with every `%id%` that has a value
 * replaced by it, styles and entities kept on the text they covered.
 */
export function fillRawContent(raw: DocRawContent, values: FieldValues): DocRawContent {
  return {
    ...raw,
    blocks: raw.blocks.map((block) => {
      const replacements = replacementsOf(block.text, values);
      if (replacements.length === 0) return block;
      return {
        ...block,
        text: replaceAll(block.text, replacements),
        inlineStyleRanges: mapRanges(block.inlineStyleRanges, replacements),
        entityRanges: mapRanges(block.entityRanges, replacements),
      };
    }),
  };
}

/**
 * The same for a document the editor has never saved (only its HTML exists): values go in as
 * escaped text, so what a teacher types never becomes markup.
 */
export const fillHtml = (html: string, values: FieldValues) => applyFieldValuesToHtml(html, values);
