import {
  redactorPaths,
  REDACTOR_LIMITS,
  type DocClearAnswer,
  type DocSetAnswer,
  type ImageUploadAnswer,
  type MyFontsAnswer,
  type RedactorTriggersAnswer,
  type Settings,
  type SetTemplateAnswer,
  type StampModalAnswer,
  type StampVaultAnswer,
  type TemplateSet,
} from '@gramota/contracts';
import { parseDocRawContent, stampIdsOf } from '@gramota/doc-content';
import { AppError } from '../../errors';
import type { Fields } from '../../http/request-fields';
import type { DocEditorService, TemplateLookup } from '../docs';
import type { LicenceStatus } from '../licences';
import type { DocImagesService } from './doc-images.service';
import { BUNDLED_FONT_INFO, contentHtml } from './doc-packages';
import { readDocSetFields } from './doc-set.fields';
import { invalid, redactorError } from './redactor-errors';

/** What the editor needs from the licences module (the only source of PRO status). */
export interface RedactorLicences {
  isProForTemplate(userId: string, templateId: string): Promise<boolean>;
  status(userId: string): Promise<LicenceStatus>;
}

/** The account's settings, changed by compare-and-swap (profile module). */
export interface RedactorSettings {
  modifySettings(userId: string, change: (stored: Settings) => Settings): Promise<Settings>;
}

/** Who is saving, in which account (a member switched in acts in the owner's). */
export interface RedactorCaller {
  accountId: string;
  actor: { id: string; name: string; email: string | null };
}

/** The stamp vault's rules (issue 37): which stamps the caller may place, and the save's check. */
export interface RedactorStamps {
  vault(caller: RedactorCaller, docId?: number): Promise<StampVaultAnswer>;
  /** Refuses a save that places a stamp the caller may not; answers the logging of the save. */
  checkPlacements(
    caller: RedactorCaller,
    docId: number,
    before: readonly string[],
    after: readonly string[],
  ): Promise<() => Promise<void>>;
}

/** The stamps a stored raw content shows (none before the first save from the editor). */
function storedStamps(raw: string | null): string[] {
  if (!raw) return [];
  const parsed = parseDocRawContent(raw);
  return parsed.ok ? stampIdsOf(parsed.value) : [];
}

export interface RedactorServiceDependencies {
  editor: DocEditorService;
  templates: TemplateLookup;
  licences: RedactorLicences;
  settings: RedactorSettings;
  stamps: RedactorStamps;
  images: DocImagesService;
  isFont(family: string): boolean;
}

/** The my_fonts setting ('A,B,'): bundled families only, each once, in order. */
export function myFontsList(setting: string | undefined, isFont: (family: string) => boolean) {
  const fonts: string[] = [];
  for (const part of (setting ?? '').split(',')) {
    const family = part.trim();
    if (family && isFont(family) && !fonts.includes(family)) fonts.push(family);
  }
  return fonts;
}

/** The docs module's template_not_found, as the editor's contract words it (redactorErrors). */
async function inEditorWords<T>(work: Promise<T>, field?: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.answer.error_code === 'template_not_found')
      throw redactorError(404, 'template_not_found', field);
    throw error;
  }
}

const galleryOf = (template: TemplateSet | null) =>
  template?.title_movable_gallery ? template.title_movable_gallery.split(';;').length : 0;

/**
 * The editor's calls (seed 001 §7 Editor) without Koa: the routes check the session and the
 * docs_full permission, this checks everything else. The doc's rows are the docs module's
 * (DocEditorService); PRO comes from licences; fonts from @gramota/doc-style.
 */
export class RedactorService {
  constructor(private readonly deps: RedactorServiceDependencies) {}

  /** PRO features on this doc: a licence covering its template (PRO or not). */
  private docIsPro(accountId: string, templateId: string): Promise<boolean> {
    return this.deps.licences.isProForTemplate(accountId, templateId);
  }

  async docSet(caller: RedactorCaller, docId: string, fields: Fields): Promise<DocSetAnswer> {
    const { editor, templates, licences, isFont, stamps } = this.deps;
    const { accountId } = caller;
    const doc = await editor.editable(accountId, docId);
    const template = await templates.templateSet(doc.templateId);
    // The doc's own font stays acceptable even if it is not bundled (a template's from earlier).
    const input = readDocSetFields(fields, {
      doc,
      titleGallerySize: galleryOf(template),
      isFont: (family) => isFont(family) || family === doc.font,
    });
    const pro = await this.docIsPro(accountId, doc.templateId);
    // Placing a stamp is the vault's to allow (issue 37); refused, nothing is saved.
    const logPlacements = await stamps.checkPlacements(
      caller,
      doc.id,
      storedStamps(doc.raw),
      stampIdsOf(input.raw),
    );
    const saved = await editor.save(accountId, docId, {
      raw: input.rawJson,
      html: contentHtml(input.raw, pro),
      font: input.font,
      padding: input.padding,
      format: input.format,
      titlesFloat: input.titlesFloat,
      titlesMargin: input.titlesMargin,
      titleIndex: input.titleIndex,
      fieldsMode: input.fieldsMode,
      values: input.values,
    });
    await logPlacements();
    const status = await licences.status(accountId);
    return {
      result: 'success',
      is_school: status.school ? '1' : '0',
      md5: saved.md5,
      'edit-time': saved.editTime,
    };
  }

  async docClear(accountId: string, docId: string): Promise<DocClearAnswer> {
    await inEditorWords(this.deps.editor.clear(accountId, docId));
    return { result: 'success' };
  }

  /**
   * set-template. `titleIndex` (the call's `?title_index=`, as sent) picks a picture of the new
   * template's title gallery: digits below its size (only 0 without a gallery), else 400
   * title_index_invalid and nothing changes; absent or empty, the template's own.
   */
  async setTemplate(
    accountId: string,
    docId: string,
    templateId: string,
    titleIndex?: string,
  ): Promise<SetTemplateAnswer | { result: 'workshop-pay' }> {
    const wanted = titleIndex?.trim() ? titleIndex.trim() : undefined;
    const pickTitle =
      wanted === undefined
        ? undefined
        : (template: TemplateSet) => {
            const index = /^\d{1,4}$/.test(wanted) ? Number(wanted) : -1;
            if (index < 0 || index >= Math.max(galleryOf(template), 1))
              throw invalid('title_index_invalid', 'title_index');
            return index;
          };
    const switched = await inEditorWords(
      this.deps.editor.setTemplate(accountId, docId, templateId, pickTitle),
      'template_id',
    );
    if (switched.result !== 'success') return switched;
    const { template, values, fieldsMode } = switched;
    return {
      result: 'success',
      img_redactor: template.img_redactor,
      padding: template.padding,
      pro: template.pro,
      format: template.format,
      title_index: template.title_index,
      title_movable_gallery: template.title_movable_gallery,
      is_title_movable: template.is_title_movable,
      titles_margin: template.titles_margin,
      titles_float: template.titles_float,
      wlogo: template.wlogo,
      logo: template.logo,
      fields: template.fields,
      values,
      fields_redactor: fieldsMode ? '1' : '0',
    };
  }

  /** The font dialog's lists; `add` puts a bundled family at the end of my_fonts, once. */
  async myFonts(accountId: string, stored: Settings, add?: string): Promise<MyFontsAnswer> {
    const { isFont } = this.deps;
    let settings = stored;
    if (add !== undefined) {
      const family = add.trim();
      if (!isFont(family)) throw invalid('font_invalid', 'add');
      settings = await this.deps.settings.modifySettings(accountId, (current) => {
        const fonts = myFontsList(current.my_fonts, isFont);
        if (fonts.includes(family)) return current;
        return { ...current, my_fonts: [...fonts, family].map((name) => `${name},`).join('') };
      });
    }
    return {
      result: 'success',
      fonts: BUNDLED_FONT_INFO,
      my_fonts: myFontsList(settings.my_fonts, isFont),
    };
  }

  async triggers(accountId: string, docId: string): Promise<RedactorTriggersAnswer> {
    const doc = await this.deps.editor.editable(accountId, docId, false);
    const [status, pro] = await Promise.all([
      this.deps.licences.status(accountId),
      this.docIsPro(accountId, doc.templateId),
    ]);
    return {
      result: 'success',
      is_school: status.school ? '1' : '0',
      is_unlimit: status.allTemplates ? '1' : '0',
      doc_pro_allowed: pro ? '1' : '0',
    };
  }

  /**
   * The stamp dialog's list: every stamp of the account, each saying whether the caller may place
   * it (on the editor's document `docId`, where an approved request counts); a stamp the caller
   * may not see comes without its picture (the dialog greys it, with "ask for it").
   */
  async stampModal(caller: RedactorCaller, docId?: number): Promise<StampModalAnswer> {
    const { stamps } = await this.deps.stamps.vault(caller, docId);
    return {
      result: 'success',
      stamps: stamps.map((stamp) => ({
        id: stamp.id,
        kind: stamp.kind,
        name: stamp.name,
        url: stamp.url ?? '',
        may_place: stamp.may_place,
      })),
    };
  }

  /** Before an upload is read: an active doc of the account whose template it may use PRO on. */
  async checkImageUpload(accountId: string, docId: string): Promise<void> {
    const doc = await this.deps.editor.editable(accountId, docId);
    if (!(await this.docIsPro(accountId, doc.templateId))) throw redactorError(403, 'need_pro');
  }

  async uploadImage(accountId: string, docId: string, upload: Buffer): Promise<ImageUploadAnswer> {
    const image = await this.deps.images.store(accountId, upload);
    return {
      status: 'ok',
      file: redactorPaths.imageFile(docId, image.name),
      width: image.width,
      height: image.height,
      min_width: REDACTOR_LIMITS.imageMinWidth,
      max_width: REDACTOR_LIMITS.imageMaxWidth,
      min_height: Math.max(
        1,
        Math.round((REDACTOR_LIMITS.imageMinWidth * image.height) / image.width),
      ),
      max_height: Math.round((REDACTOR_LIMITS.imageMaxWidth * image.height) / image.width),
    };
  }
}
