import type { TemplateField } from '@gramota/contracts';
import type { ContentNode } from './safe-content';

/** A `%id%` placeholder of fields mode (contracts fieldPlaceholder, FIELD_ID_PATTERN). */
const PLACEHOLDER = /%([a-z][a-z0-9_]{0,31})%/g;

/**
 * What the gallery shows in place of each field: its sample (default) value, else its title, so
 * a teacher sees «Иванова Мария» where the document will hold the pupil, not `%participant%`.
 */
export function sampleValues(fields: readonly TemplateField[]): Map<string, string> {
  return new Map(
    fields.map((field) => [field.id, field.default.trim() ? field.default : field.title]),
  );
}

/** One text with its placeholders filled; a value's line breaks become line breaks. */
function fillText(text: string, samples: ReadonlyMap<string, string>): ContentNode[] {
  const filled = text.replace(PLACEHOLDER, (placeholder, id: string) =>
    samples.has(id) ? samples.get(id)! : placeholder,
  );
  if (filled === text) return [{ kind: 'text', text }];
  return filled
    .split(/\r?\n/)
    .flatMap((line, index): ContentNode[] => [
      ...(index > 0 ? [{ kind: 'br' } as const] : []),
      ...(line ? [{ kind: 'text', text: line } as const] : []),
    ]);
}

/**
 * The preview's content with every field placeholder shown as sample text. It works on the
 * parsed tree's text nodes, so a sample value is text and never markup.
 */
export function withSampleText(
  nodes: readonly ContentNode[],
  fields: readonly TemplateField[],
): ContentNode[] {
  if (fields.length === 0) return [...nodes];
  const samples = sampleValues(fields);
  const fill = (list: readonly ContentNode[]): ContentNode[] =>
    list.flatMap((node) => {
      if (node.kind === 'text') return fillText(node.text, samples);
      if (node.kind === 'br') return [node];
      return [{ ...node, children: fill(node.children) }];
    });
  return fill(nodes);
}
