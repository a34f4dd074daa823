import { AI_LIMITS } from '@gramota/contracts';
import { applyFieldValues, type DocRawContent } from '@gramota/doc-content';
import sanitizeHtml from 'sanitize-html';
import type { EditableDoc } from '../docs';

/** The editor's blocks as lines, or null when the stored JSON is not the editor's content. */
function rawText(raw: string): string | null {
  try {
    const content = JSON.parse(raw) as Partial<DocRawContent>;
    if (!Array.isArray(content.blocks)) return null;
    return content.blocks
      .map((block) => (typeof block?.text === 'string' ? block.text : ''))
      .join('\n');
  } catch {
    return null;
  }
}

/** Markup dropped, block ends and <br> as line breaks, entities decoded. */
function htmlText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li)>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * What the assistant is told about the open document: its text as the teacher sees it (fields
 * filled in), cut to AI_LIMITS.documentMax. Nothing else of the account goes to the provider.
 */
export function documentText(doc: EditableDoc): string {
  const text = (doc.raw !== null ? rawText(doc.raw) : null) ?? htmlText(doc.content);
  const filled = applyFieldValues(text, doc.values)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return filled.length > AI_LIMITS.documentMax ? filled.slice(0, AI_LIMITS.documentMax) : filled;
}
