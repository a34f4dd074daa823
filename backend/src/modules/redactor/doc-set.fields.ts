import { REDACTOR_LIMITS, type RedactorErrorCode } from '@gramota/contracts';
import type { Fields } from '../../http/request-fields';
import type { DocContentSave, EditableDoc } from '../docs';
import { invalid } from './redactor-errors';
import { checkPadding, isFormat, readRawContent, type DocRawContent } from './doc-packages';

/**
 * doc-set's form fields, checked (DocSetFields of the contract): what the docs module saves, with
 * the content still parsed (the HTML is made from it afterwards).
 */
export interface DocSetInput extends Omit<DocContentSave, 'raw' | 'html'> {
  raw: DocRawContent;
  /** The raw content as stored and hashed: the parsed value written back as JSON. */
  rawJson: string;
}

/** What the checks need to know besides the form: the doc and its template's title gallery. */
export interface DocSetContext {
  doc: EditableDoc;
  /** Pictures in the template's title gallery (0 without a movable title). */
  titleGallerySize: number;
  isFont(family: string): boolean;
}

/** A text field: absent → undefined; anything but text (a repeated field, an object) → `code`. */
function text(fields: Fields, name: string, code: RedactorErrorCode) {
  const value = fields[name];
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw invalid(code, name);
  return value;
}

/** A plain decimal number as the dialogs write it; long fractions are rounded to 0.01 px. */
const NUMBER = /^-?\d{1,6}(\.\d{1,20})?$/;
const roundPx = (value: number) => String(Math.round(value * 100) / 100);

function titlesFloat(value: string): string {
  const parts = value.split('|').map((part) => part.trim());
  const { titleOffsetMin: min, titleOffsetMax: max } = REDACTOR_LIMITS;
  if (
    parts.length !== 2 ||
    !parts.every((part) => NUMBER.test(part) && Number(part) >= min && Number(part) <= max)
  )
    throw invalid('titles_float_invalid', 'titles_float');
  return parts.map((part) => roundPx(Number(part))).join('|');
}

/** '' (the template's own place) or px from the page top. */
function titlesMargin(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  if (!NUMBER.test(trimmed) || Math.abs(Number(trimmed)) > REDACTOR_LIMITS.titlesMarginMax)
    throw invalid('titles_margin_invalid', 'titles_margin');
  return roundPx(Number(trimmed));
}

function values(json: string, doc: EditableDoc): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw invalid('values_invalid', 'values');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalid('values_invalid', 'values');
  const known = new Set(doc.fields.map((field) => field.id));
  const checked: Record<string, string> = {};
  for (const [id, value] of Object.entries(parsed)) {
    if (!known.has(id) || typeof value !== 'string' || value.length > REDACTOR_LIMITS.fieldValueMax)
      throw invalid('values_invalid', 'values');
    checked[id] = value;
  }
  return checked;
}

/**
 * Every doc-set field, checked before anything is written (seed 001 §5; ARCHITECTURE §5): the
 * first bad one is a 400 naming it, with the contract's redactorErrors code.
 */
export function readDocSetFields(fields: Fields, context: DocSetContext): DocSetInput {
  const contentText = text(fields, 'content', 'content_invalid');
  if (contentText === undefined || contentText === '') throw invalid('content_invalid', 'content');
  const content = readRawContent(contentText);
  if (!content.ok) throw invalid(content.error, 'content');

  const font = text(fields, 'font', 'font_invalid')?.trim();
  if (!font || !context.isFont(font)) throw invalid('font_invalid', 'font');

  const paddingText = text(fields, 'padding', 'padding_invalid');
  const padding = paddingText === undefined ? null : checkPadding(paddingText);
  if (padding === null) throw invalid('padding_invalid', 'padding');

  const input: DocSetInput = { raw: content.value, rawJson: content.json, font, padding };

  const format = text(fields, 'format', 'format_invalid');
  if (format !== undefined) {
    if (!isFormat(format.trim())) throw invalid('format_invalid', 'format');
    input.format = format.trim();
  }

  const float = text(fields, 'titles_float', 'titles_float_invalid');
  if (float !== undefined) input.titlesFloat = titlesFloat(float);

  const margin = text(fields, 'titles_margin', 'titles_margin_invalid');
  if (margin !== undefined) input.titlesMargin = titlesMargin(margin);

  const index = text(fields, 'title_index', 'title_index_invalid');
  if (index !== undefined) {
    const number = /^\d{1,4}$/.test(index.trim()) ? Number(index) : -1;
    // Without a gallery only 0 (the template's own) is a title index.
    if (number < 0 || number >= Math.max(context.titleGallerySize, 1))
      throw invalid('title_index_invalid', 'title_index');
    input.titleIndex = number;
  }

  const mode = text(fields, 'fields_redactor', 'fields_redactor_invalid');
  if (mode !== undefined) {
    // Fields mode needs fields: a template without them has only its text to edit.
    if ((mode !== '0' && mode !== '1') || (mode === '1' && context.doc.fields.length === 0))
      throw invalid('fields_redactor_invalid', 'fields_redactor');
    input.fieldsMode = mode === '1';
  }

  const valuesText = text(fields, 'values', 'values_invalid');
  if (valuesText !== undefined && valuesText !== '') input.values = values(valuesText, context.doc);

  return input;
}
