import {
  WORKSHOP_LIMITS,
  WORKSHOP_TYPE_ORDER,
  type DocType,
  type Language,
  type WorkshopTemplateData,
} from '@gramota/contracts';
import { defaultMaketId, isWorkshopFormat, parseScene, type WorkshopScene } from '@gramota/scene';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { t } from '../../shared/texts';
import { copyName } from '../docs';
import { checkedName, fitName, insertedId, targetFolder } from '../folders';
import { answerState } from './workshop-answers';
import { badRequest, notFound, workshopError, WorkshopPayError } from './workshop-errors';
import { workshopFolderStore } from './workshop-folder-store';
import type { WorkshopMakets } from './workshop-makets';
import { marginsText, parseMargins } from './workshop-margins';
import type { WorkshopPlan } from './workshop-plan';
import { addedProInsertions, sceneStampIds } from './workshop-insertions';
import { WorkshopTemplate } from './workshop-template.entity';
import type { WorkshopUsage } from './workshop-usage';

/**
 * The Russian default name: what an upload whose file name cannot be a name gets (the uploads
 * do not pass the reader's language down yet).
 */
export const NEW_TEMPLATE_NAME = t('ru', 'workshop:newTemplateName');

/** An uploaded file's name as its template's, when it is one a name may be; else the default. */
function uploadedTemplateName(filename: string): string {
  try {
    return checkedName(fitName(filename, WORKSHOP_LIMITS.nameMax), 'doc');
  } catch {
    return NEW_TEMPLATE_NAME;
  }
}
/** A new template's documents start as this type (seed 001 §3: g, certificates of merit). */
const DEFAULT_TYPE: DocType = 'g';
/** The default document content of a workshop template: the page is the design, the text is the teacher's. */
export const WORKSHOP_DOCUMENT_CONTENT = '<p></p>';

export interface NewTemplate {
  name?: string;
  format: string;
  maketId?: number;
  folderId: number | null;
  type?: string;
  /** The reader's language: the default name's. */
  language: Language;
}

/** One save of the canvas editor (workshop-template-set). */
export interface SceneSave {
  content: string;
  margins?: string;
}

/** The person saving a scene, for the stamp vault: in the owner's account, or from outside. */
export interface SceneEditor {
  actor: { id: string; name: string; email: string | null };
  /** Editing a template shared from another account (not working in the owner's). */
  outsider: boolean;
}

/** The stamp vault's check of a save's stamps (issue 37; the stamp-vault module). */
export interface WorkshopStampGate {
  checkPlacements(
    caller: { accountId: string; actor: SceneEditor['actor']; outsider?: boolean },
    docId: null,
    before: readonly string[],
    after: readonly string[],
    detail?: string,
  ): Promise<() => Promise<void>>;
}

/** Template rows: create, copy, read and save the scene (seed 001 §4, §7). No Koa here. */
export class WorkshopTemplatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly plan: WorkshopPlan,
    private readonly makets: WorkshopMakets,
    private readonly usage: WorkshopUsage,
    private readonly stampGate?: WorkshopStampGate,
  ) {}

  /** The account's template with this id, trashed or not; 404 for a missing or foreign one. */
  async owned(userId: string, id: number, manager?: EntityManager): Promise<WorkshopTemplate> {
    const row = await (manager ?? this.dataSource.manager).findOneBy(WorkshopTemplate, {
      id,
      userId,
    });
    if (!row) throw notFound('data_id');
    return row;
  }

  /** workshop-template-new: a draft from a layout of the format (plan rules first). */
  async create(userId: string, input: NewTemplate): Promise<number> {
    if (!isWorkshopFormat(input.format)) throw badRequest('format_invalid', 'format');
    const type = this.checkedType(input.type);
    const name = input.name
      ? checkedName(input.name, 'doc')
      : t(input.language, 'workshop:newTemplateName');
    const maketId = input.maketId;
    const scene =
      maketId === undefined
        ? this.defaultScene(input.format)
        : this.makets.newScene(input.format, maketId);
    if (!scene) throw badRequest('maket_invalid', 'maket_id');
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.plan.mayAddTemplate(userId))) throw new WorkshopPayError();
      const folderId = await workshopFolderStore.activeTargetFolder(
        manager,
        userId,
        input.folderId,
        'folder_id',
      );
      return this.insert(manager, userId, { name, type, scene, folderId });
    });
  }

  /** workshop-copy: a copy next to the original, a draft until it is generated again. */
  async copy(userId: string, id: number, language: Language): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const original = await this.owned(userId, id, manager);
      if (original.trashed) throw badRequest('not_found', 'data_id');
      if (!(await this.plan.mayAddTemplate(userId))) throw new WorkshopPayError();
      const scene = parseScene(original.scene);
      if (!scene.ok) throw badRequest('scene_invalid', 'data_id');
      const name = copyName(original.name, language);
      return this.insert(manager, userId, {
        name,
        type: original.type,
        scene: scene.scene,
        folderId: original.folderId,
      });
    });
  }

  /** workshop-template-get: the editor's data; null when the account may not open it. */
  async data(userId: string, id: number, paid: boolean): Promise<WorkshopTemplateData | null> {
    const row = await this.dataSource.manager.findOneBy(WorkshopTemplate, { id, userId });
    if (!row) return null;
    const usage = await this.usage.one(userId, id);
    return {
      result: 'success',
      id: String(row.id),
      name: row.name,
      format: row.format,
      type: row.type,
      maket_id: row.maketId,
      content: row.scene,
      count_storage: usage.count_storage,
      count_doc: usage.count_doc,
      state: answerState(row),
      is_workshop_pay: paid ? '1' : '0',
    };
  }

  /**
   * workshop-template-set: the scene checked field by field (400 scene_invalid naming the field,
   * nothing stored), the margins, and the template back to draft until it is generated again.
   */
  async save(userId: string, id: number, save: SceneSave, editor?: SceneEditor): Promise<number> {
    if (save.content.length > WORKSHOP_LIMITS.sceneMaxBytes)
      throw badRequest('scene_too_large', 'content');
    const parsed = parseScene(save.content);
    if (!parsed.ok) throw badRequest('scene_invalid', parsed.field || 'content');
    const scene = parsed.scene;
    if (save.margins !== undefined) {
      const margins = parseMargins(save.margins);
      if (!margins) throw badRequest('margins_invalid', 'margins');
      scene.frame.margins = margins;
    }
    // Placing a stamp is the vault's to allow, in the workshop as in documents (issue 37). Asked
    // before the transaction: a refusal is logged, and the log must not roll back with the save.
    let logStamps = async () => {};
    if (this.stampGate && editor) {
      const stored = await this.owned(userId, id);
      logStamps = await this.stampGate.checkPlacements(
        { accountId: userId, actor: editor.actor, outsider: editor.outsider },
        null,
        sceneStampIds(stored.scene),
        sceneStampIds(scene),
        stored.name,
      );
    }
    const time = await this.dataSource.transaction(async (manager) => {
      const row = await this.owned(userId, id, manager);
      if (row.trashed) throw notFound('data_id');
      if (scene.format !== row.format) throw badRequest('scene_invalid', 'format');
      if ((await this.usage.one(userId, id)).count_storage > 0)
        throw workshopError(409, 'template_locked');
      // Pictures and QR codes need the owner's workshop plan, whoever edits (a colleague included).
      if (addedProInsertions(row.scene, scene).length > 0 && !(await this.plan.isPaid(userId)))
        throw new WorkshopPayError();
      // Saves within one millisecond still order: the time only moves forward.
      const now = Math.max(this.clock().getTime(), row.lastEventTime + 1);
      await manager.update(
        WorkshopTemplate,
        { id, userId },
        {
          scene: JSON.stringify(scene),
          maketId: scene.maket,
          margins: marginsText(scene.frame.margins),
          lastEventTime: now,
          state: 'draft',
        },
      );
      return now;
    });
    await logStamps();
    return time;
  }

  /** No layout named: the format's default one (seed 001 §9: a5 → 2, a4 → 50, a4h → 53). */
  private defaultScene(format: string): WorkshopScene | null {
    return this.makets.newScene(format, defaultMaketId(format));
  }

  private checkedType(type: string | undefined): DocType {
    if (type === undefined || type === '') return DEFAULT_TYPE;
    if (!(WORKSHOP_TYPE_ORDER as readonly string[]).includes(type))
      throw badRequest('scene_invalid', 'type');
    return type as DocType;
  }

  /**
   * A template of layout 0 from an uploaded full-page picture (the uploads' UploadedTemplates):
   * the plan is checked again inside the transaction, so two uploads at once on a free account
   * make one template and the other answers need-pay.
   */
  async createUploaded(
    userId: string,
    template: { name: string; folderId: string | undefined; scene: WorkshopScene },
  ): Promise<{ id: string } | 'need-pay'> {
    const folder = targetFolder(template.folderId, 'folder_id');
    const name = uploadedTemplateName(template.name);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.plan.mayAddTemplate(userId))) return 'need-pay' as const;
      const folderId = await workshopFolderStore.activeTargetFolder(
        manager,
        userId,
        folder,
        'folder_id',
      );
      const id = await this.insert(manager, userId, {
        name,
        type: 'g',
        scene: template.scene,
        folderId,
      });
      return { id: String(id) };
    });
  }

  private async insert(
    manager: EntityManager,
    userId: string,
    values: { name: string; type: DocType; scene: WorkshopScene; folderId: number | null },
  ): Promise<number> {
    const now = this.clock().getTime();
    const result = await manager.insert(WorkshopTemplate, {
      userId,
      folderId: values.folderId,
      name: values.name,
      nameLower: values.name.toLowerCase(),
      format: values.scene.format,
      type: values.type,
      maketId: values.scene.maket,
      scene: JSON.stringify(values.scene),
      margins: marginsText(values.scene.frame.margins),
      state: 'draft',
      pageFile: '',
      thumbFile: '',
      time: now,
      lastEventTime: now,
      shareType: 'users',
      trashed: false,
      trashedAt: null,
      trashedWith: null,
    });
    return insertedId(result.identifiers);
  }
}
