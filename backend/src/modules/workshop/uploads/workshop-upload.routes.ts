import Router from '@koa/router';
import {
  WORKSHOP_UPLOAD_KINDS,
  workshopPaths,
  type WorkshopUploadAnswer,
  type WorkshopUploadKind,
} from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../../http/app-state';
import { currentAccount, currentActor, currentPermissions, isSwitched } from '../../access';
import { addressKey } from '../../auth';
import { readUploadForm, type UploadForm } from './upload-form';
import {
  templateNameOf,
  uploadedTemplateFormat,
  uploadedTemplateScene,
  type UploadedTemplates,
} from './uploaded-template';
import { uploadUserpic, type UserpicStore } from './uploaded-userpic';
import { uploadErrOf, workshopUploadError } from './workshop-upload-errors';
import type { WorkshopUploadsService } from './workshop-uploads.service';

export interface WorkshopUploadRoutesDependencies {
  uploads: WorkshopUploadsService;
  templates: UploadedTemplates;
  /** The profile's UserpicService: kind userpic replaces the one userpic the profile shows. */
  userpics: UserpicStore;
  session: AppMiddleware;
}

const textField = (fields: Record<string, unknown>, name: string) => {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : undefined;
};

/**
 * POST /api/workshop-upload/{template|background|picture|userpic}/ (seed 001 §7 form uploads):
 * always HTTP 200 with the status the form shows: ok, err (code and text) or need-pay. A
 * signed-in account only (a visitor: err login_required), workshop_full while switched in; the
 * template's plan rule is checked before the file is read, and nothing is kept when anything
 * fails. A userpic is the person's own, as on the profile page: never set while switched in.
 */
export function createWorkshopUploadRoutes(deps: WorkshopUploadRoutesDependencies) {
  const { uploads, templates, userpics, session } = deps;
  const router = new Router<AppState>();

  /** A template file: a new template of layout 0 whose page is the picture. */
  const uploadTemplate = async (
    accountId: string,
    form: UploadForm,
  ): Promise<WorkshopUploadAnswer> => {
    const formatField = textField(form.fields, 'format') || undefined;
    // Checked before the picture is stored: a wrong field keeps nothing.
    if (formatField) uploadedTemplateFormat(formatField, { width: 1, height: 1 });
    const picture = await uploads.store(accountId, 'template', form.bytes);
    try {
      const format = uploadedTemplateFormat(formatField, picture);
      const made = await templates.createUploaded(accountId, {
        name: templateNameOf(form.filename),
        folderId: textField(form.fields, 'folder_id'),
        scene: uploadedTemplateScene(format, picture),
      });
      if (made === 'need-pay') {
        await uploads.discard(picture);
        return { status: 'need-pay' };
      }
      const { url, width, height } = picture;
      return {
        status: 'ok',
        img: url,
        filename: form.filename,
        format,
        file: made.id,
        width,
        height,
      };
    } catch (error) {
      await uploads.discard(picture);
      throw error;
    }
  };

  const upload = async (
    ctx: AppContext,
    kind: WorkshopUploadKind,
  ): Promise<WorkshopUploadAnswer> => {
    if (!currentActor(ctx).login) throw workshopUploadError('login_required');
    if (!currentPermissions(ctx).workshop_full) throw workshopUploadError('forbidden');
    // The profile pages' rule (requireOwnAccount): a colleague switched in never changes the
    // owner's face, whatever the grant.
    if (kind === 'userpic' && isSwitched(ctx)) throw workshopUploadError('forbidden');
    const accountId = currentAccount(ctx).id;
    const ticket = await uploads.reserve(accountId, addressKey(ctx.ip));
    try {
      const answer = await uploadCounted(ctx, accountId, kind);
      if (answer.status !== 'ok') await ticket.refund();
      return answer;
    } catch (error) {
      await ticket.refund();
      throw error;
    }
  };

  const uploadCounted = async (
    ctx: AppContext,
    accountId: string,
    kind: WorkshopUploadKind,
  ): Promise<WorkshopUploadAnswer> => {
    if (kind === 'template' && !(await templates.mayAddTemplate(accountId)))
      return { status: 'need-pay' };
    const form = await readUploadForm(ctx);
    if (kind === 'template') return uploadTemplate(accountId, form);
    if (kind === 'userpic') return uploadUserpic(userpics, currentActor(ctx), form);
    const { url, type, file, width, height } = await uploads.store(accountId, kind, form.bytes);
    return { status: 'ok', img: url, filename: form.filename, format: type, file, width, height };
  };

  for (const kind of WORKSHOP_UPLOAD_KINDS)
    router.post(workshopPaths.upload(kind), session, async (ctx) => {
      try {
        ctx.body = await upload(ctx, kind);
      } catch (error) {
        const err = uploadErrOf(error);
        if (!err) throw error;
        ctx.body = err;
      }
    });

  return router;
}
