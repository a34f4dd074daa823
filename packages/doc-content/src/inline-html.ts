/**
 * A text block's characters as HTML. The text is cut at every start and end of a style range, so
 * overlapping ranges nest correctly: each piece gets the tags and CSS of all ranges covering it.
 */
import { escapeHtml, textToHtml } from './html-text';
import {
  fragmentLook,
  fragmentStyleText,
  type FragmentLook,
  type Mark,
  type RenderOptions,
} from './inline-style';
import type { RawBlock } from './raw-content';

const MARK_TAGS: Record<Mark, string> = {
  BOLD: 'strong',
  ITALIC: 'em',
  UNDERLINE: 'u',
  STRIKETHROUGH: 's',
};

function wrap(html: string, look: FragmentLook): string {
  const style = fragmentStyleText(look.css);
  let wrapped = style ? `<span style="${escapeHtml(style)}">${html}</span>` : html;
  // Innermost first, so the tags open in MARKS order: <strong><em><u><s><span>.
  for (const mark of [...look.marks].reverse()) {
    wrapped = `<${MARK_TAGS[mark]}>${wrapped}</${MARK_TAGS[mark]}>`;
  }
  return wrapped;
}

/** The inline HTML of a text block; an empty block is one line, a <br>, as draft draws it. */
export function inlineHtml(block: RawBlock, options: RenderOptions): string {
  // Ranges count code points (see raw-content.ts), so the text is split into code points too.
  const chars = Array.from(block.text);
  if (chars.length === 0) return '<br>';
  const ranges = block.inlineStyleRanges;
  const inside = (at: number) => Math.min(Math.max(at, 0), chars.length);
  const cuts = new Set([0, chars.length]);
  for (const range of ranges) {
    cuts.add(inside(range.offset));
    cuts.add(inside(range.offset + range.length));
  }
  const points = [...cuts].sort((a, b) => a - b);

  const pieces: Array<{ text: string; look: FragmentLook; id: string }> = [];
  for (let index = 0; index + 1 < points.length; index += 1) {
    const [start, end] = [points[index]!, points[index + 1]!];
    const styles = ranges
      .filter((range) => range.offset <= start && range.offset + range.length >= end)
      .map((range) => range.style);
    const look = fragmentLook(styles, options);
    const text = chars.slice(start, end).join('');
    const id = `${look.marks.join()}|${fragmentStyleText(look.css)}`;
    const previous = pieces[pieces.length - 1];
    // Neighbours that look the same (a range ignored in a free document) become one piece.
    if (previous?.id === id) previous.text += text;
    else pieces.push({ text, look, id });
  }
  const html = pieces.map((piece) => wrap(textToHtml(piece.text), piece.look)).join('');
  // draft draws a block's trailing '\n' as one more line; HTML's closing <br> adds none, so the
  // file gets the line the editor shows through a second <br>.
  return block.text.endsWith('\n') ? `${html}<br>` : html;
}
