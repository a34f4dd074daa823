import { docTypeOfCategory, type TemplateField, type TemplateSet } from '@gramota/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { sanitizeDocContent } from './content-sanitizer';
import { DocContent } from './doc-content.entity';
import { changed } from '../../shared/db-values';
import { docMd5, hashedContent } from './doc-hash';
import { Doc } from './doc.entity';
import { badRequest, docRowId, docsError, notFound } from '../folders';
import type { TemplateLookup, WorkshopGate } from './docs-create.service';

/** A document as the editor's calls need it: its row and its text, fields and values. */
export interface EditableDoc {
  id: number;
  userId: string;
  templateId: string;
  format: string;
  font: string;
  padding: string;
  titleIndex: number;
  titlesFloat: string;
  titlesMargin: string;
  fieldsMode: boolean;
  trashed: boolean;
  fields: TemplateField[];
  values: Record<string, string>;
  /** JSON of DocRawContent, null until first saved from the editor. */
  raw: string | null;
  content: string;
}

/**
 * What doc-set stores, already checked by the caller (the redactor module validates every field
 * and turns the raw content into HTML). The HTML goes through the allowlist here once more, so
 * nothing reaches doc_contents.content unsanitized whoever calls.
 */
export interface DocContentSave {
  /** JSON of DocRawContent as it is stored (and hashed). */
  raw: string;
  html: string;
  font: string;
  padding: string;
  format?: string;
  titlesFloat?: string;
  titlesMargin?: string;
  titleIndex?: number;
  fieldsMode?: boolean;
  /** Field id → value, merged over the stored values (ids must be the doc's fields). */
  values?: Record<string, string>;
}

export interface SavedDoc {
  md5: string;
  editTime: number;
}

export type TemplateSwitch =
  | { result: 'workshop-pay' }
  | {
      result: 'success';
      template: TemplateSet;
      /** The doc's values and fields mode after the switch (its fields are the template's). */
      values: Record<string, string>;
      fieldsMode: boolean;
    };

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * Updates an active doc of the account; throws as a missing / trashed one when it is not (any
 * more): on PostgreSQL another request may have trashed it since it was read.
 */
async function updateActive(
  manager: EntityManager,
  userId: string,
  docId: number,
  changes: Partial<Doc>,
): Promise<void> {
  const result = await manager.update(Doc, { id: docId, userId, trashed: false }, changes);
  if (changed(result) > 0) return;
  const exists = await manager.existsBy(Doc, { id: docId, userId });
  throw exists ? badRequest('in_trash') : notFound();
}

/** A doc id of the API ('42'); anything else is the same 404 as a foreign id. */
function rowId(apiId: string): number {
  const id = docRowId(apiId);
  if (id === null) throw notFound();
  return id;
}

/**
 * The editor's writes to a document (seed 001 §7 Editor: doc-set, doc-clear, set-template). Every
 * call works on an active doc of the account: a missing or foreign id is 404 not_found, a doc in
 * the trash 400 in_trash, and neither changes anything. Writes re-check both inside their
 * transaction, so a doc trashed meanwhile is not written either.
 */
export class DocEditorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly templates: TemplateLookup,
    private readonly workshop: WorkshopGate,
    private readonly clock: Clock,
  ) {}

  /** The doc with its text; trashed ones too unless `active` (reads may show a trashed doc). */
  async editable(userId: string, docId: string, active = true): Promise<EditableDoc> {
    return this.load(this.dataSource.manager, userId, rowId(docId), active);
  }

  async save(userId: string, apiId: string, changes: DocContentSave): Promise<SavedDoc> {
    const docId = rowId(apiId);
    return this.dataSource.transaction(async (manager) => {
      const doc = await this.load(manager, userId, docId, true);
      const content = sanitizeDocContent(changes.html);
      const now = this.clock().getTime();
      const md5 = docMd5(changes.raw, changes.font, changes.padding);
      const known = new Set(doc.fields.map((field) => field.id));
      const values = { ...doc.values };
      for (const [id, value] of Object.entries(changes.values ?? {}))
        if (known.has(id)) values[id] = value;
      await updateActive(manager, userId, docId, {
        font: changes.font,
        padding: changes.padding,
        ...(changes.format !== undefined && { format: changes.format }),
        ...(changes.titlesFloat !== undefined && { titlesFloat: changes.titlesFloat }),
        ...(changes.titlesMargin !== undefined && { titlesMargin: changes.titlesMargin }),
        ...(changes.titleIndex !== undefined && { titleIndex: changes.titleIndex }),
        ...(changes.fieldsMode !== undefined && { fieldsMode: changes.fieldsMode }),
        md5,
        time: now,
        editTime: now,
      });
      await manager.update(
        DocContent,
        { docId },
        { raw: changes.raw, content, fieldValues: JSON.stringify(values) },
      );
      return { md5, editTime: now };
    });
  }

  /** doc-clear: the template's default text (no raw content) and the fields' default values. */
  async clear(userId: string, apiId: string): Promise<SavedDoc> {
    const { id: docId, templateId } = await this.editable(userId, apiId);
    const template = await this.templates.templateSet(templateId);
    if (!template) throw docsError(404, 'template_not_found');
    return this.dataSource.transaction(async (manager) => {
      const doc = await this.load(manager, userId, docId, true);
      const content = sanitizeDocContent(template.content);
      const values = Object.fromEntries(template.fields.map((field) => [field.id, field.default]));
      const now = this.clock().getTime();
      const md5 = docMd5(content, doc.font, doc.padding);
      await updateActive(manager, userId, docId, { md5, time: now, editTime: now });
      await manager.update(
        DocContent,
        { docId },
        {
          raw: null,
          content,
          fields: JSON.stringify(template.fields),
          fieldValues: JSON.stringify(values),
        },
      );
      return { md5, editTime: now };
    });
  }

  /**
   * set-template: the doc takes another catalogue template's page (format, margins, title, PRO
   * badge, type) and fields; values of fields with the same id are kept, new ones start at their
   * default. The text stays the teacher's. Fields mode stays as it was unless the new template
   * has no fields. The workshop gate answers first, as in create-doc. `titleIndexOf` picks the
   * title picture from the new template (the call's `?title_index=`; it may refuse with its own
   * error); without it the template's own.
   */
  async setTemplate(
    userId: string,
    apiId: string,
    templateId: string,
    titleIndexOf?: (template: TemplateSet) => number,
  ): Promise<TemplateSwitch> {
    const { id: docId } = await this.editable(userId, apiId);
    if (await this.workshop.needsWorkshopPay(userId, templateId)) return { result: 'workshop-pay' };
    const template = await this.templates.templateSet(templateId, {
      availableOnly: true,
      userId,
    });
    if (!template) throw docsError(404, 'template_not_found', 'template_id');
    const titleIndex = titleIndexOf ? titleIndexOf(template) : template.title_index;
    return this.dataSource.transaction(async (manager) => {
      const doc = await this.load(manager, userId, docId, true);
      const values = Object.fromEntries(
        template.fields.map((field) => [field.id, doc.values[field.id] ?? field.default]),
      );
      const now = this.clock().getTime();
      const fieldsMode = doc.fieldsMode && template.fields.length > 0;
      await updateActive(manager, userId, docId, {
        templateId: template.id,
        type: docTypeOfCategory(template.category),
        format: template.format,
        padding: template.padding,
        pro: template.pro === '1',
        titleIndex,
        titlesFloat: template.titles_float,
        titlesMargin: template.titles_margin,
        fieldsMode,
        md5: docMd5(hashedContent(doc.raw, doc.content), doc.font, template.padding),
        time: now,
        editTime: now,
      });
      await manager.update(
        DocContent,
        { docId },
        { fields: JSON.stringify(template.fields), fieldValues: JSON.stringify(values) },
      );
      return {
        result: 'success',
        template: { ...template, title_index: titleIndex },
        values,
        fieldsMode,
      };
    });
  }

  private async load(
    manager: EntityManager,
    userId: string,
    docId: number,
    active: boolean,
  ): Promise<EditableDoc> {
    const doc = await manager.findOneBy(Doc, { id: docId, userId });
    if (!doc) throw notFound();
    if (active && doc.trashed) throw badRequest('in_trash');
    const text = await manager.findOneByOrFail(DocContent, { docId });
    return {
      id: doc.id,
      userId: doc.userId,
      templateId: doc.templateId,
      format: doc.format,
      font: doc.font,
      padding: doc.padding,
      titleIndex: doc.titleIndex,
      titlesFloat: doc.titlesFloat,
      titlesMargin: doc.titlesMargin,
      fieldsMode: doc.fieldsMode,
      trashed: doc.trashed,
      fields: parseJson<TemplateField[]>(text.fields, []),
      values: parseJson<Record<string, string>>(text.fieldValues, {}),
      raw: text.raw,
      content: text.content,
    };
  }
}
