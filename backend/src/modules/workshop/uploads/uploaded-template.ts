import type { WorkshopScene } from '@gramota/scene';
import { blankScene, checkScene, isWorkshopFormat } from '@gramota/scene';
import { workshopUploadError } from './workshop-upload-errors';
import type { StoredPicture } from './workshop-uploads.service';

/**
 * What the workshop module gives the uploads for kind template: its plan rule and the making of
 * a template (its entities stay its own).
 */
export interface UploadedTemplates {
  /** workshopPlan.mayAddTemplate: no template yet, or the workshop plan. */
  mayAddTemplate(accountId: string): Promise<boolean>;
  /**
   * Makes a draft template of layout 0 with `scene` (its format is the scene's) in the folder
   * (undefined / '' / 'root': the root; a folder not the account's: its 404). 'need-pay' when
   * the plan refuses after all (two uploads at once on a free account: only one template).
   */
  createUploaded(
    accountId: string,
    template: { name: string; folderId: string | undefined; scene: WorkshopScene },
  ): Promise<{ id: string } | 'need-pay'>;
}

/**
 * The format of an uploaded full-page design: the `format` field when given (a workshop format),
 * else by its shape, landscape a4h and portrait a4.
 */
export function uploadedTemplateFormat(
  field: string | undefined,
  picture: { width: number; height: number },
): string {
  if (field) {
    if (!isWorkshopFormat(field)) throw workshopUploadError('format_invalid');
    return field;
  }
  return picture.width > picture.height ? 'a4h' : 'a4';
}

/**
 * The scene of an uploaded template (layout 0): the picture is the whole page, stretched to it
 * (a design made for the page must keep its edges, which cover could cut off); the frame and the
 * title are hidden, as the editor hides their sections for layout 0 (seed 001 §4).
 */
export function uploadedTemplateScene(format: string, picture: StoredPicture): WorkshopScene {
  const scene = blankScene(format, 0);
  const checked = checkScene({
    ...scene,
    background: { ...scene.background, src: picture.url, size: 'stretch' },
    frame: { ...scene.frame, visible: false },
    title: { ...scene.title, visible: false },
  });
  // Our own scene: a failure is a bug (a 500 that gets logged), never the teacher's file.
  if (!checked.ok) throw new Error(`uploaded template scene: ${checked.field} ${checked.reason}`);
  return checked.scene;
}

/** The template's name: the file's, without its extension. */
export const templateNameOf = (filename: string) => filename.replace(/\.[A-Za-z0-9]{1,5}$/, '');
