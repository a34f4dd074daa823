import Router from '@koa/router';
import {
  DOC_ID_PATTERN,
  redactorErrors,
  SESSION_COOKIE,
  type ImageUploadAnswer,
} from '@gramota/contracts';
import { AppError, NotFoundError } from '../../errors';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { imageUpload, uploadedFile } from '../../http/image-upload';
import { bodyFields, optionalText, queryFields } from '../../http/request-fields';
import {
  currentAccount,
  currentActor,
  currentPermissions,
  requireAnyPermission,
  requirePermission,
} from '../access';
import { readStoredSettings } from '../profile';
import type { DocImagesService } from './doc-images.service';
import { redactorError } from './redactor-errors';
import type { RedactorCaller, RedactorService } from './redactor.service';

/** Uploaded pictures are content-addressed: the URL changes whenever the picture does. */
const IMAGE_CACHE = 'private, max-age=31536000, immutable';

const docIdOf = (ctx: AppContext) => (ctx.params as { docId?: string }).docId ?? '';

/**
 * The upload dialog reads ImageUploadAnswer (`status`), so every refusal of the upload call comes
 * in that shape too, with the HTTP status and the error's code: `{ status: 'err', error_code,
 * error_text }`. Picture errors use the editor's wording (redactorErrors).
 */
const uploadAnswers: AppMiddleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const code = error.answer.error_code;
    const text =
      code === 'image_invalid' || code === 'image_too_large' || code === 'image_shape_invalid'
        ? redactorErrors[code]
        : error.answer.error_text;
    const answer: ImageUploadAnswer = {
      status: 'err',
      error_text: text,
      ...(code ? { error_code: code } : {}),
    };
    ctx.status = error.status;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  }
};

/**
 * An uploaded picture is an <img> source inside the document (no X-Requested-With; the CSRF guard
 * lets this read-only GET through). Without a session cookie there is nothing to show: 404 before
 * the session middleware, so a cross-site image cannot even create an anonymous account.
 */
const requireSessionCookie: AppMiddleware = async (ctx, next) => {
  if (!ctx.cookies.get(SESSION_COOKIE)) throw new NotFoundError();
  await next();
};

export interface RedactorRoutesDependencies {
  redactor: RedactorService;
  images: DocImagesService;
  session: AppMiddleware;
}

/** The editor's calls that work on the account's documents and settings (seed 001 §7 Editor). */
export function createRedactorRoutes(deps: RedactorRoutesDependencies): Router<AppState> {
  const { redactor, images, session } = deps;
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');
  const account = (ctx: AppContext) => currentAccount(ctx).id;
  const caller = (ctx: AppContext): RedactorCaller => {
    const actor = currentActor(ctx);
    return {
      accountId: account(ctx),
      actor: { id: actor.id, name: actor.name, email: actor.email },
    };
  };

  router.post('/api/doc-set/:docId/', session, docsFull, async (ctx) => {
    ctx.body = await redactor.docSet(caller(ctx), docIdOf(ctx), bodyFields(ctx));
  });

  router.get('/api/doc-clear/:docId/', session, docsFull, async (ctx) => {
    ctx.body = await redactor.docClear(account(ctx), docIdOf(ctx));
  });

  // The older form: the template in the body (`template_id`), optionally `title_index` there too.
  router.post('/api/set-template/:docId/', session, docsFull, async (ctx) => {
    const fields = bodyFields(ctx);
    const templateId = optionalText(fields, 'template_id', 100) ?? '';
    const titleIndex = optionalText(fields, 'title_index', 10);
    ctx.body = await redactor.setTemplate(account(ctx), docIdOf(ctx), templateId, titleIndex);
  });

  // As seed 001 §7 writes it: POST /api/set-template/{docId}/{templateId}/?title_index=
  router.post('/api/set-template/:docId/:templateId/', session, docsFull, async (ctx) => {
    const templateId = (ctx.params as { templateId?: string }).templateId ?? '';
    if (templateId.length > 100) throw redactorError(404, 'template_not_found', 'template_id');
    const titleIndex = optionalText(queryFields(ctx), 'title_index', 10);
    ctx.body = await redactor.setTemplate(account(ctx), docIdOf(ctx), templateId, titleIndex);
  });

  router.get('/api/redactor-get-my-fonts/', session, docsFull, async (ctx) => {
    const fields = queryFields(ctx);
    // `fonts` (the client's copy of my_fonts) is accepted and ignored: the stored list answers.
    optionalText(fields, 'fonts', 2000);
    const add = optionalText(fields, 'add', 100);
    const current = currentAccount(ctx);
    ctx.body = await redactor.myFonts(current.id, readStoredSettings(current.settings), add);
  });

  router.get('/api/redactor-triggers-modal/:docId/', session, docsFull, async (ctx) => {
    ctx.body = await redactor.triggers(account(ctx), docIdOf(ctx));
  });

  // The workshop places stamps too (?from=workshop): either permission will do.
  router.get(
    '/api/stamp-modal/',
    session,
    requireAnyPermission('docs_full', 'workshop_full'),
    async (ctx) => {
      const fields = queryFields(ctx);
      // template_data decides which buttons the editor shows; the list is the same.
      optionalText(fields, 'template', 200);
      optionalText(fields, 'from', 20);
      // The editor's document (issue 37): a stamp approved for it may be placed there.
      const doc = optionalText(fields, 'doc', 20);
      const docId = doc && DOC_ID_PATTERN.test(doc) ? Number(doc) : undefined;
      ctx.body = await redactor.stampModal(caller(ctx), docId);
    },
  );

  // Checked before the file is read: a refused upload is not even received.
  router.post(
    '/api/redactor-image-upload/:docId/',
    session,
    uploadAnswers,
    docsFull,
    async (ctx, next) => {
      await redactor.checkImageUpload(account(ctx), docIdOf(ctx));
      await next();
    },
    imageUpload(),
    async (ctx) => {
      const file = uploadedFile(ctx);
      ctx.body = await redactor.uploadImage(account(ctx), docIdOf(ctx), file.buffer);
    },
  );

  /**
   * A picture of the account's documents, to the account's own sessions (and members switched in
   * with docs_full); anyone else gets the same 404 as for a missing file. Pictures are kept per
   * account, so a copy of a document (or one whose original was deleted) shows them too.
   */
  router.get('/api/redactor-image/:docId/:file/', requireSessionCookie, session, async (ctx) => {
    if (!currentPermissions(ctx).docs_full || !DOC_ID_PATTERN.test(docIdOf(ctx)))
      throw new NotFoundError();
    const image = await images.read(account(ctx), (ctx.params as { file?: string }).file ?? '');
    if (!image) throw new NotFoundError();
    ctx.set('Cache-Control', IMAGE_CACHE);
    ctx.set('Content-Disposition', 'inline');
    ctx.type = image.type;
    ctx.body = image.bytes;
  });

  return router;
}
