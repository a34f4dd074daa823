import Router from '@koa/router';
import {
  VERIFY_CHANGE_MAX_IDS,
  VERIFY_PLACES,
  VERIFY_REASON_MAX,
  type VerifyChangeAnswer,
  type VerifyFilesAnswer,
} from '@gramota/contracts';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../errors';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { noStore } from '../../http/no-store';
import { bodyFields, queryFields } from '../../http/request-fields';
import { currentAccount, requirePermission } from '../access';
import { docRowId } from '../folders';
import type { VerifyChoicesService } from './verify-choices.service';
import { normalizeVerifyId } from './verify-id';
import type { VerificationService, VerifyTarget } from './verification.service';

/** A switch sent as JSON true/false or as the seeds' form text '1'/'0'. */
const switchField = z.preprocess(
  (value) =>
    value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value,
  z.boolean(),
);

const choiceSchema = z.object({
  on: switchField,
  place: z.enum(VERIFY_PLACES),
  qr: switchField,
});

/** A run's id as masscreate takes it (36 characters at most, no spaces). */
const massIdField = z
  .string()
  .trim()
  .min(1)
  .max(36)
  .regex(/^[\w-]+$/);
const readyIdsField = z.union([
  z.array(z.coerce.number().int().positive()).max(VERIFY_CHANGE_MAX_IDS),
  z
    .string()
    .max(VERIFY_CHANGE_MAX_IDS * 12)
    .transform((text) => text.split(',').filter(Boolean).map(Number))
    .pipe(z.array(z.number().int().positive()).max(VERIFY_CHANGE_MAX_IDS)),
]);
const idsField = z.array(z.string().max(40)).max(VERIFY_CHANGE_MAX_IDS);

const targetSchema = z.object({
  ids: idsField.optional(),
  ready_ids: readyIdsField.optional(),
  mass_id: massIdField.optional(),
});

const changeSchema = targetSchema.extend({
  reason: z.string().max(VERIFY_REASON_MAX).optional(),
  /** ms since the epoch; null clears the expiry. */
  expires_at: z.union([z.coerce.number().int().positive(), z.null()]).optional(),
});

function parsed<T>(schema: z.ZodType<T>, fields: unknown): T {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? 'body');
  throw new BadRequestError(`${field}: ${issue?.message ?? 'invalid'}`, field);
}

/** Exactly one of ids, ready_ids and mass_id names the files. */
function targetOf(fields: z.infer<typeof targetSchema>): VerifyTarget {
  const given = [fields.ids, fields.ready_ids, fields.mass_id].filter((one) => one !== undefined);
  if (given.length !== 1)
    throw new BadRequestError('Name the files by ids, ready_ids or mass_id (one of them)', 'ids');
  if (fields.ids) {
    const ids = fields.ids.map((typed) => normalizeVerifyId(typed));
    // A malformed ID is nobody's file: the same 404 as another account's.
    if (ids.some((id) => id === null)) throw new NotFoundError();
    return { ids: ids as string[] };
  }
  if (fields.ready_ids) return { readyIds: fields.ready_ids };
  return { massId: fields.mass_id as string };
}

const docIdOf = (ctx: AppContext) => {
  const id = docRowId((ctx as { params?: Record<string, string> }).params?.docId ?? '');
  if (id === null) throw new NotFoundError();
  return id;
};

/**
 * The account's side of verifiable documents (issue 35): a document's choice, the statuses of
 * made files, and revoking, restoring and expiring them. Session and docs_full here (a member
 * who may make the account's documents may also revoke them); every file and doc is looked up
 * under the account, so another's answers as a missing one.
 */
export function createVerifyApiRoutes(
  records: VerificationService,
  choices: VerifyChoicesService,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');
  const account = (ctx: AppContext) => currentAccount(ctx).id;

  router.get('/api/verify-choice/:docId/', session, docsFull, noStore, async (ctx) => {
    const answer = await choices.forDoc(account(ctx), docIdOf(ctx));
    if (!answer) throw new NotFoundError();
    ctx.body = answer;
  });

  router.post('/api/verify-choice/:docId/', session, docsFull, noStore, async (ctx) => {
    const docId = docIdOf(ctx);
    const choice = parsed(choiceSchema, bodyFields(ctx));
    if (!(await choices.setForDoc(account(ctx), docId, choice))) throw new NotFoundError();
    ctx.body = await choices.forDoc(account(ctx), docId);
  });

  router.get('/api/verify-files/', session, docsFull, noStore, async (ctx) => {
    const target = targetOf(parsed(targetSchema, queryFields(ctx)));
    const answer: VerifyFilesAnswer = {
      result: 'success',
      files: await records.list(account(ctx), target),
    };
    ctx.body = answer;
  });

  router.post('/api/verify-files/:action/', session, docsFull, noStore, async (ctx) => {
    const action = (ctx as { params?: Record<string, string> }).params?.action;
    const fields = parsed(changeSchema, bodyFields(ctx));
    const target = targetOf(fields);
    const userId = account(ctx);
    let count: number;
    if (action === 'revoke') count = await records.revoke(userId, target, fields.reason ?? '');
    else if (action === 'restore') count = await records.restore(userId, target);
    else if (action === 'expiry') {
      if (fields.expires_at === undefined)
        throw new BadRequestError('expires_at is required (null clears it)', 'expires_at');
      count = await records.expire(userId, target, fields.expires_at);
    } else throw new NotFoundError();
    // Nothing of the account matched: the same answer as another account's files.
    if (count === 0) throw new NotFoundError();
    const answer: VerifyChangeAnswer = {
      result: 'success',
      changed: count,
      files: await records.list(userId, target),
    };
    ctx.body = answer;
  });

  return router;
}
