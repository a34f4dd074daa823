import {
  hidesInsertions,
  type DocData,
  type SetTemplateAnswer,
  type TemplateField,
} from '@gramota/contracts';
import type { DocRawContent } from '@gramota/doc-content';

/**
 * Everything the editor screen changes on a document (seed 001 §3 Document data). The first block
 * is saved with doc-set; the second comes from the template and changes only with set-template.
 */
export interface DocState {
  /** draft-js raw content; null until the editor has read the HTML of a never-saved document. */
  raw: DocRawContent | null;
  font: string;
  /** 'top right bottom left' in px at the 800 px page width. */
  padding: string;
  format: string;
  /** 'x|y' offsets of the title picture. */
  titlesFloat: string;
  titlesMargin: string;
  titleIndex: number;
  fieldsRedactor: '0' | '1';
  values: Record<string, string>;

  /** The template's fields (fields mode); set-template brings the new template's. */
  fields: TemplateField[];
  background: string;
  pro: '0' | '1';
  isTitleMovable: '0' | '1';
  /** Title picture URLs (title_movable_gallery split on ';;'). */
  titleGallery: string[];
  templateData: string;
  /** 'lng:id:index' of the document's template: where its invoice (Get PRO, donate) points. */
  templateId: string;
}

export type PageSettings = Pick<
  DocState,
  'format' | 'padding' | 'titlesFloat' | 'titlesMargin' | 'titleIndex'
>;

export type DocAction =
  | { type: 'contentChanged'; raw: DocRawContent }
  | { type: 'fontChanged'; font: string }
  | { type: 'paddingChanged'; padding: string }
  | { type: 'pageSettingsApplied'; settings: PageSettings }
  | { type: 'templateApplied'; answer: SetTemplateAnswer; templateId: string }
  | { type: 'valueChanged'; id: string; value: string }
  | { type: 'fieldsModeChanged'; on: boolean };

export const splitTitleGallery = (gallery: string): string[] =>
  gallery
    .split(';;')
    .map((name) => name.trim())
    .filter(Boolean);

export function parseRawContent(json: string | null): DocRawContent | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as DocRawContent;
  } catch {
    // The server validates what it stores; an unreadable copy falls back to the HTML part.
    return null;
  }
}

export function docStateFromData(data: DocData): DocState {
  return {
    raw: parseRawContent(data.content_raw),
    font: data.font,
    padding: data.padding,
    format: data.format,
    titlesFloat: data.titles_float,
    titlesMargin: data.titles_margin,
    titleIndex: data.title_index,
    fieldsRedactor: data.fields_redactor,
    values: { ...data.values },
    fields: data.fields,
    background: data.img_redactor,
    pro: data.pro,
    isTitleMovable: data.is_title_movable,
    titleGallery: splitTitleGallery(data.title_movable_gallery),
    templateData: data.template_data,
    templateId: data.template_id,
  };
}

export function docReducer(state: DocState, action: DocAction): DocState {
  switch (action.type) {
    case 'contentChanged':
      return { ...state, raw: action.raw };
    case 'fontChanged':
      return state.font === action.font ? state : { ...state, font: action.font };
    case 'paddingChanged':
      return state.padding === action.padding ? state : { ...state, padding: action.padding };
    case 'pageSettingsApplied':
      return { ...state, ...action.settings };
    case 'templateApplied': {
      const { answer } = action;
      return {
        ...state,
        templateId: action.templateId,
        background: answer.img_redactor,
        padding: answer.padding,
        pro: answer.pro,
        format: answer.format,
        titleIndex: answer.title_index,
        titleGallery: splitTitleGallery(answer.title_movable_gallery),
        isTitleMovable: answer.is_title_movable,
        titlesMargin: answer.titles_margin,
        titlesFloat: answer.titles_float,
        // The new template's fields, with the values of fields of the same id kept (doc-set
        // refuses values of fields the template does not have).
        fields: answer.fields ?? state.fields,
        values: answer.values ?? state.values,
        fieldsRedactor: answer.fields_redactor ?? state.fieldsRedactor,
      };
    }
    case 'valueChanged':
      return { ...state, values: { ...state.values, [action.id]: action.value } };
    case 'fieldsModeChanged':
      return { ...state, fieldsRedactor: action.on ? '1' : '0' };
  }
}

/** The title picture shown on the page, or null (seed 001 §3 title_movable_gallery, title_index). */
export function currentTitlePicture(state: Pick<DocState, 'titleGallery' | 'titleIndex'>) {
  return state.titleGallery[state.titleIndex] ?? null;
}

/** 'x|y' → numbers (0 for anything unreadable). */
export function parseTitlesFloat(value: string): { x: number; y: number } {
  const [x = '0', y = '0'] = value.split('|');
  const number = (text: string) => (Number.isFinite(Number(text)) ? Number(text) : 0);
  return { x: number(x), y: number(y) };
}

export const formatTitlesFloat = ({ x, y }: { x: number; y: number }) => `${x}|${y}`;

/**
 * template_data (seed 001 §3): kind, then 'p' hides stamp, QR and picture insertions, then '0'
 * hides them too: the one rule the workshop follows as well (contracts pro-insertions).
 */
export { hidesInsertions };
