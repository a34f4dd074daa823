import {
  DOCS_LIMITS,
  docTypeOfCategory,
  type CreateDocAnswer,
  type Language,
  type TemplateSet,
} from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { sanitizeDocContent } from './content-sanitizer';
import { cutStamps, storedStampIds } from './copy-stamps';
import { DocContent } from './doc-content.entity';
import { docMd5, hashedContent } from './doc-hash';
import { addActiveDocs } from './docs-counter';
import { Doc } from './doc.entity';
import { badRequest, docApiId, docsError, fitName, insertedId, notFound } from '../folders';
import { t } from '../../shared/texts';
import { activeTargetFolder } from './docs-items.service';

/** What the docs module needs from the templates module. */
export interface TemplateLookup {
  /**
   * `availableOnly`: a template a new document may be made from (not taken out of the catalogue);
   * `userId`: the account making it, for templates that belong to someone (the workshop's).
   */
  templateSet(
    templateId: string,
    options?: { availableOnly?: boolean; userId?: string },
  ): Promise<TemplateSet | null>;
}

/**
 * Whether making a document from this template needs a workshop payment the user has not made
 * (seed 000 §4 Create doc: 'workshop-pay'). The app plugs in the workshop module's plan; the
 * default (no workshop) says no.
 */
export interface WorkshopGate {
  needsWorkshopPay(userId: string, templateId: string): Promise<boolean>;
}

export const NO_WORKSHOP_TEMPLATES: WorkshopGate = {
  needsWorkshopPay: () => Promise.resolve(false),
};

/** Who acts, in which account (a member switched in acts in the owner's). */
export interface DocsCaller {
  accountId: string;
  actor: { id: string; name: string; email: string | null };
}

/**
 * The stamp vault's say on the stamps of a copy (issue 37; the app plugs in the stamp-vault
 * module's vault). A copy is a new document, which no approval to place a stamp covers.
 */
export interface CopyStampGate {
  /** Of the stamps on a document being copied, those the caller may place on the copy. */
  placeableOnCopy(caller: DocsCaller, stampIds: readonly string[]): Promise<string[]>;
  /** Logs each stamp left out of the copy; called once the copy is committed. */
  leftOutOfCopy(
    caller: DocsCaller,
    stampIds: readonly string[],
    copy: { id: number; name: string },
    original: { id: number; name: string },
  ): Promise<void>;
}

/** No vault: a copy keeps every stamp. */
export const COPIES_KEEP_STAMPS: CopyStampGate = {
  placeableOnCopy: (_caller, stampIds) => Promise.resolve([...stampIds]),
  leftOutOfCopy: () => Promise.resolve(),
};

/**
 * A copy's name (documents and workshop templates: both at most 200 characters), its suffix in
 * the reader's language.
 */
export function copyName(name: string, language: Language): string {
  const suffix = t(language, 'docs:copySuffix');
  return `${fitName(name, DOCS_LIMITS.docNameMax - [...suffix].length)}${suffix}`;
}

/** create-doc and docs-copy (seed 000 §7). */
export class DocsCreateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly templates: TemplateLookup,
    private readonly workshop: WorkshopGate,
    private readonly clock: Clock,
    private readonly stamps: CopyStampGate = COPIES_KEEP_STAMPS,
  ) {}

  async create(
    userId: string,
    templateId: string,
    folderId: number | null,
  ): Promise<CreateDocAnswer> {
    if (await this.workshop.needsWorkshopPay(userId, templateId)) return { result: 'workshop-pay' };
    const template = await this.templates.templateSet(templateId, { availableOnly: true, userId });
    if (!template) throw docsError(404, 'template_not_found', 'template_id');
    return this.dataSource.transaction(async (manager) => {
      const folder = await activeTargetFolder(manager, userId, folderId, 'folder_id');
      const content = sanitizeDocContent(template.content);
      const now = this.clock().getTime();
      const name = fitName(template.name, DOCS_LIMITS.docNameMax);
      const values = Object.fromEntries(template.fields.map((field) => [field.id, field.default]));
      const doc = manager.create(Doc, {
        userId,
        folderId: folder,
        name,
        nameLower: name.toLowerCase(),
        type: docTypeOfCategory(template.category),
        templateId: template.id,
        format: template.format,
        pro: template.pro === '1',
        favorite: false,
        font: template.font,
        padding: template.padding,
        titleIndex: template.title_index,
        titlesFloat: template.titles_float,
        titlesMargin: template.titles_margin,
        fieldsMode: template.fields.length > 0,
        md5: docMd5(content, template.font, template.padding),
        time: now,
        editTime: now,
        trashed: false,
        trashedAt: null,
        trashedWith: null,
      });
      const docId = insertedId((await manager.insert(Doc, doc)).identifiers);
      await manager.insert(DocContent, {
        docId,
        content,
        fields: JSON.stringify(template.fields),
        fieldValues: JSON.stringify(values),
      });
      await addActiveDocs(manager, userId, 1);
      return { result: 'success', doc: docApiId(docId) } as const;
    });
  }

  /**
   * A copy of an active doc next to it, newest of all. It keeps only the stamps the caller may
   * place on it (issue 37): a stamp the caller may not place (one approved for the original only
   * included) is left out of its text, the rest stays as it is, and the vault logs each one left
   * out. The vault is asked before the transaction and logs after it: its reads and its log are
   * its own, and on SQLite's single connection they would otherwise run (and roll back) inside it.
   */
  async copy(caller: DocsCaller, docId: number, language: Language): Promise<string> {
    const userId = caller.accountId;
    const placeable = new Set(
      await this.stamps.placeableOnCopy(caller, await this.stampsOn(userId, docId)),
    );
    const made = await this.dataSource.transaction(async (manager) => {
      const original = await manager.findOne(Doc, { where: { id: docId, userId } });
      if (!original) throw notFound('data_id');
      if (original.trashed) throw badRequest('in_trash', 'data_id');
      const stored = await manager.findOneByOrFail(DocContent, { docId });
      // A stamp placed on the original since the vault was asked is not known placeable: left out.
      const { removed, ...text } = cutStamps(stored, (stampId) => !placeable.has(stampId));
      const now = this.clock().getTime();
      const name = copyName(original.name, language);
      const { id: _id, ...rest } = original;
      const copy = manager.create(Doc, {
        ...rest,
        name,
        nameLower: name.toLowerCase(),
        favorite: false,
        ...(removed.length > 0 && {
          md5: docMd5(hashedContent(text.raw, text.content), original.font, original.padding),
        }),
        time: now,
        editTime: now,
      });
      const copyId = insertedId((await manager.insert(Doc, copy)).identifiers);
      await manager.insert(DocContent, { ...stored, ...text, docId: copyId });
      await addActiveDocs(manager, userId, 1);
      return {
        copy: { id: copyId, name },
        original: { id: original.id, name: original.name },
        removed,
      };
    });
    if (made.removed.length > 0)
      await this.stamps.leftOutOfCopy(caller, made.removed, made.copy, made.original);
    return docApiId(made.copy.id);
  }

  /** The stamps on the account's doc as stored now (none for a doc it does not have). */
  private async stampsOn(userId: string, docId: number): Promise<string[]> {
    const { manager } = this.dataSource;
    if (!(await manager.existsBy(Doc, { id: docId, userId }))) return [];
    const text = await manager.findOneBy(DocContent, { docId });
    return text ? storedStampIds(text) : [];
  }
}
