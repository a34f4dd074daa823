// Builders for a template's default content. The output is the editor's simple HTML: paragraphs
// with text-align, spans with font-size in pt, strong, em and br, and nothing else.
import { fieldPlaceholder, type TemplateField } from '@gramota/contracts';

/** A piece of inline HTML that is already safe. */
export interface Inline {
  html: string;
}

export type Align = 'left' | 'center' | 'right' | 'justify';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type Parts = string | Inline | Array<string | Inline>;

const inline = (parts: Parts): string =>
  (Array.isArray(parts) ? parts : [parts])
    .map((part) => (typeof part === 'string' ? escapeHtml(part) : part.html))
    .join('');

export const bold = (text: Parts): Inline => ({ html: `<strong>${inline(text)}</strong>` });
export const italic = (text: Parts): Inline => ({ html: `<em>${inline(text)}</em>` });
export const lineBreak: Inline = { html: '<br>' };
/** A fields-mode placeholder, replaced by the field's value: %id%. */
export const field = (id: string): Inline => ({ html: fieldPlaceholder(id) });

export interface ParagraphOptions {
  align?: Align;
  /** Font size in pt (seed 001 §9 sizes). */
  size?: number;
}

export function paragraph(parts: Parts, options: ParagraphOptions = {}): string {
  const { align = 'center', size } = options;
  const body = inline(parts);
  const sized = size ? `<span style="font-size:${size}pt">${body}</span>` : body;
  return `<p style="text-align:${align}">${sized}</p>`;
}

/** An empty line. */
export const spacer = '<p><br></p>';

/** The title as the first paragraph (templates without a movable title image). */
export const heading = (text: string, size = 48) => paragraph(bold(text), { size });

export const content = (...paragraphs: string[]) => paragraphs.join('');

/** Field builders: `variable('pupil', 'Pupil', 'Ivanov Ivan')`. */
export const variable = (id: string, title: string, value: string): TemplateField => ({
  type: 'variable',
  id,
  title,
  default: value,
});
export const permanent = (id: string, title: string, value: string): TemplateField => ({
  type: 'permanent',
  id,
  title,
  default: value,
});
