import Router from '@koa/router';
import type { AppContext, AppState } from '../../http/app-state';
import { addressKey } from '../auth';
import { readerLanguage, sendPlainPage } from '../mail';
import { INSTALLATION, type UsageLimits } from '../usage-limits';
import { drainRefusedRequest } from '../../http/drain-request';
import { readFingerprint } from './file-fingerprint';
import { normalizeVerifyId, verifyPaths } from './verify-id';
import type { VerifiableFile } from './verifiable-file.entity';
import type { VerificationService } from './verification.service';
import {
  type FileComparison,
  VERIFY_PAGE_CSP,
  verifyFormPage,
  verifyMissingPage,
  verifyResultPage,
  verifyTooManyPage,
} from './verify-page';

/** Lookups of IDs nobody issued, per address and hour, before every lookup is refused. */
export const VERIFY_MISSES_PER_HOUR = 20;
/** Files compared ("this exact file?"), per address and hour, and for the whole server. */
export const VERIFY_FILES_PER_HOUR = 30;
export const VERIFY_FILES_PER_HOUR_INSTALLATION = 3000;
const VERIFY_MISS_CHANNEL = 'verify-miss';
const VERIFY_FILE_CHANNEL = 'verify-file';
const HOUR_MS = 3_600_000;

/** Three base64url parts and nothing else: a compact JWS (a credential's file). */
const looksLikeJws = (head: Buffer) => /^[\w-]+\.[\w-]+\.[\w-]+\s*$/.test(head.toString('latin1'));

/** No copy anywhere: a revocation shows at once. */
function html(ctx: AppContext, status: number, body: string) {
  sendPlainPage(ctx, status, body, VERIFY_PAGE_CSP);
}

/**
 * The public verification page (issue 35): /v/{id} for anyone holding a paper or its QR code, /v/
 * to type an ID. No session, no app JavaScript, nothing of the account but what was issued. An
 * address that asks for too many IDs nobody issued is refused for an hour, so IDs cannot be
 * guessed; an unknown ID and a malformed one get the same answer.
 */
export function createVerifyRoutes(
  verification: VerificationService,
  usageLimits: UsageLimits,
  /** The issued file's thumbnail as it was made (webp), null when that file is gone. */
  thumbnail: (file: VerifiableFile) => Promise<Buffer | null>,
  /** Whether an uploaded text is the credential signed for the file (CredentialsService.check). */
  checkCredential: (file: VerifiableFile, token: string) => Promise<'credential' | 'forged'>,
): Router<AppState> {
  const router = new Router<AppState>({ strict: true });
  const missRule = (ctx: AppContext) => ({
    scope: 'address' as const,
    key: addressKey(ctx.ip),
    max: VERIFY_MISSES_PER_HOUR,
    windowMs: HOUR_MS,
  });
  const language = (ctx: AppContext) => readerLanguage(ctx, ctx.query.lng?.toString());

  router.get('/v', (ctx) => ctx.redirect(verifyPaths.form()));
  router.get('/v/', async (ctx) => {
    const typed = typeof ctx.query.id === 'string' ? ctx.query.id : undefined;
    if (typed === undefined) return html(ctx, 200, verifyFormPage(language(ctx)));
    const id = normalizeVerifyId(typed);
    if (id) return ctx.redirect(verifyPaths.page(id));
    await answerMissing(ctx, typed);
  });

  router.get('/v/:id', async (ctx) => {
    const typed = ctx.params.id ?? '';
    const id = normalizeVerifyId(typed);
    // What a person typed (lower case, groups, look-alikes) goes to the one written form.
    if (id && id !== typed) {
      ctx.status = 301;
      return ctx.redirect(verifyPaths.page(id));
    }
    if ((await usageLimits.usedNow(VERIFY_MISS_CHANNEL, missRule(ctx))) >= VERIFY_MISSES_PER_HOUR)
      return html(ctx, 429, verifyTooManyPage(language(ctx)));
    const file = id ? await verification.find(id) : null;
    if (!file) return answerMissing(ctx, typed);
    html(ctx, 200, verifyResultPage(language(ctx), file, verification.statusNow(file)));
  });

  // The issued file's thumbnail on the page: only of an issued ID (a miss counts as on the page).
  router.get('/v/:id/thumb', async (ctx) => {
    const id = normalizeVerifyId(ctx.params.id ?? '');
    const blocked =
      (await usageLimits.usedNow(VERIFY_MISS_CHANNEL, missRule(ctx))) >= VERIFY_MISSES_PER_HOUR;
    const file = id && !blocked ? await verification.find(id) : null;
    const picture = file ? await thumbnail(file) : null;
    if (!picture) {
      if (!file && !blocked) await usageLimits.take(VERIFY_MISS_CHANNEL, [missRule(ctx)]);
      ctx.status = blocked ? 429 : 404;
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Security-Policy', "default-src 'none'");
    ctx.type = 'image/webp';
    ctx.body = picture;
  });

  // "This exact file?": the uploaded bytes' SHA-256 against the issued PDF's and JPEG's.
  router.post('/v/:id', async (ctx) => {
    const typed = ctx.params.id ?? '';
    const id = normalizeVerifyId(typed) === typed ? typed : null;
    const blocked =
      (await usageLimits.usedNow(VERIFY_MISS_CHANNEL, missRule(ctx))) >= VERIFY_MISSES_PER_HOUR;
    const file = id && !blocked ? await verification.find(id) : null;
    const full =
      file &&
      (await usageLimits.take(VERIFY_FILE_CHANNEL, [
        { ...missRule(ctx), max: VERIFY_FILES_PER_HOUR },
        {
          scope: 'installation',
          key: INSTALLATION,
          max: VERIFY_FILES_PER_HOUR_INSTALLATION,
          windowMs: HOUR_MS,
        },
      ]));
    if (!file || full) {
      // Read to its end (bounded) before the answer, or the browser sees a reset connection.
      await drainRefusedRequest(ctx.req);
      if (blocked || full) return html(ctx, 429, verifyTooManyPage(language(ctx)));
      return answerMissing(ctx, typed);
    }
    const print = await readFingerprint(ctx);
    let compared: FileComparison;
    if (!('sha256' in print)) compared = print.refused === 'too_large' ? 'too_large' : 'none';
    else if (print.sha256 === file.pdfSha256 || print.sha256 === file.jpegSha256) compared = 'same';
    else if (print.whole && looksLikeJws(print.head))
      compared = await checkCredential(file, print.head.toString('latin1'));
    else compared = 'changed';
    // No file, a form cut short, another kind of body or a forged credential is bad input; too
    // big, 413.
    const status = {
      same: 200,
      changed: 200,
      credential: 200,
      forged: 400,
      too_large: 413,
      none: 400,
    }[compared];
    html(
      ctx,
      status,
      verifyResultPage(language(ctx), file, verification.statusNow(file), compared),
    );
  });

  /** Counts the miss; the same page whether the ID was malformed or simply unknown. */
  async function answerMissing(ctx: AppContext, typed: string) {
    const full = await usageLimits.take(VERIFY_MISS_CHANNEL, [missRule(ctx)]);
    if (full) return html(ctx, 429, verifyTooManyPage(language(ctx)));
    html(ctx, 404, verifyMissingPage(language(ctx), typed.slice(0, 40)));
  }

  return router;
}
