import {
  DATA_SEPARATOR,
  DOC_PAGE_CLASS,
  isStudentReportCard,
  type DocData,
  type DocType,
  type TemplateField,
} from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { DocContent } from './doc-content.entity';
import { thumbKey } from './doc-hash';
import { Doc } from './doc.entity';
import type { TemplateLookup } from './docs-create.service';
import { docApiId, folderApiIdOrNull } from '../folders';

/** Where a template's thumbnail file is, for doc-thum (null when the template has none). */
export interface TemplateThumbnails {
  thumbnailFile(templateId: string): Promise<string | null>;
}

/** A font name as CSS can quote it safely: letters, digits, spaces and hyphens only. */
export function fontStyle(font: string): string {
  const family = font.replace(/[^\p{L}\p{N} -]/gu, '').trim() || 'serif';
  return `.${DOC_PAGE_CLASS}{font-family:'${family}'}`;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** What the creator renders a doc from: its own settings and text (the template's are separate). */
export interface DocRenderSource {
  id: number;
  userId: string;
  name: string;
  /** The document type letter (contracts DocType). */
  type: string;
  templateId: string;
  trashed: boolean;
  format: string;
  font: string;
  padding: string;
  titleIndex: number;
  titlesFloat: string;
  titlesMargin: string;
  /** Sanitized HTML. */
  content: string;
  /** Saved from the editor at least once (else it is the template's default text). */
  edited: boolean;
  /** Fields mode is on: `%id%` placeholders in content take fieldValues when rendered. */
  fieldsMode: boolean;
  fields: TemplateField[];
  fieldValues: Record<string, string>;
  /** The list's thumbnail key of the doc as it is now (docsPaths.docThumb). */
  thumbKey: string;
  /** Made from a pupil's report card (seed 001 §3 is_table_student_card), as get-doc says. */
  studentReportCard: boolean;
}

/** get-doc (seed 000 §7, seed 001 §3 Document data) and the thumbnail lookup of doc-thum. */
export class GetDocService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly templates: TemplateLookup,
    private readonly thumbnails: TemplateThumbnails,
  ) {}

  /** The three-part text answer, or null when the account has no such doc. */
  async getDoc(userId: string, docId: number): Promise<string | null> {
    const doc = await this.dataSource.getRepository(Doc).findOneBy({ id: docId, userId });
    if (!doc) return null;
    const text = await this.dataSource.getRepository(DocContent).findOneByOrFail({ docId });
    // The template as it is now (also one taken out of the catalogue): background, badge, gallery.
    const template = await this.templates.templateSet(doc.templateId);
    const data: DocData = {
      id: docApiId(doc.id),
      name: doc.name,
      type: doc.type as DocType,
      folder: folderApiIdOrNull(doc.folderId),
      trash: doc.trashed ? '1' : '0',
      pro: (template?.pro ?? (doc.pro ? '1' : '0')) === '1' ? '1' : '0',
      template_id: doc.templateId,
      template_data: 'catalogue',
      format: doc.format,
      img_redactor: template?.img_redactor ?? '',
      fields_redactor: doc.fieldsMode ? '1' : '0',
      is_title_movable: template?.is_title_movable ?? '0',
      title_index: doc.titleIndex,
      title_movable_gallery: template?.title_movable_gallery ?? '',
      titles_float: doc.titlesFloat,
      titles_margin: doc.titlesMargin,
      wlogo: template?.wlogo ?? '0',
      logo: template?.logo ?? '',
      is_table_student_card: template && isStudentReportCard(template) ? '1' : '0',
      font: doc.font,
      padding: doc.padding,
      fields: parseJson<TemplateField[]>(text.fields, []),
      values: parseJson<Record<string, string>>(text.fieldValues, {}),
      content_raw: text.raw,
      md5: doc.md5,
      'edit-time': doc.editTime,
    };
    return [JSON.stringify(data), fontStyle(doc.font), text.content].join(DATA_SEPARATOR);
  }

  /** A doc of the account with its text for rendering; null when the account has no such doc. */
  async renderSource(userId: string, docId: number): Promise<DocRenderSource | null> {
    const doc = await this.dataSource.getRepository(Doc).findOneBy({ id: docId, userId });
    if (!doc) return null;
    const [text, template] = await Promise.all([
      this.dataSource.getRepository(DocContent).findOneBy({ docId }),
      this.templates.templateSet(doc.templateId),
    ]);
    return {
      id: doc.id,
      userId: doc.userId,
      name: doc.name,
      type: doc.type,
      templateId: doc.templateId,
      trashed: doc.trashed,
      format: doc.format,
      font: doc.font,
      padding: doc.padding,
      titleIndex: doc.titleIndex,
      titlesFloat: doc.titlesFloat,
      titlesMargin: doc.titlesMargin,
      content: text?.content ?? '',
      edited: (text?.raw ?? null) !== null,
      fieldsMode: doc.fieldsMode,
      fields: parseJson<TemplateField[]>(text?.fields ?? '[]', []),
      fieldValues: parseJson<Record<string, string>>(text?.fieldValues ?? '{}', {}),
      thumbKey: thumbKey(doc.md5, doc.templateId),
      studentReportCard: !!template && isStudentReportCard(template),
    };
  }

  /** The picture doc-thum serves for a doc of the account; null when there is none. */
  async thumbnail(userId: string, docId: number): Promise<string | null> {
    const doc = await this.dataSource.getRepository(Doc).findOne({
      select: { id: true, templateId: true },
      where: { id: docId, userId },
    });
    return doc ? this.thumbnails.thumbnailFile(doc.templateId) : null;
  }
}
