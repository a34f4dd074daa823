import Router from '@koa/router';
import { DOC_ID_PATTERN, type StampVaultAnswer } from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { noStore } from '../../http/no-store';
import { bodyFields, optionalText } from '../../http/request-fields';
import { auditActorOf, vaultError } from '../audit';
import { currentAccount, requireAnyPermission, requireOwnAccount } from '../access';
import { requireLogin } from '../auth';
import type { StampRequests } from './stamp-requests.service';
import type { StampVault } from './stamp-vault.service';
import type { VaultCaller } from './vault-kit';

const ID = /^[A-Za-z0-9-]{1,36}$/;

const params = (ctx: AppContext) =>
  (ctx as { params?: Record<string, string | undefined> }).params ?? {};

/** The account the request works in and the person behind it (a member while switched in). */
export function vaultCaller(ctx: AppContext): VaultCaller {
  return { accountId: currentAccount(ctx).id, actor: auditActorOf(ctx) };
}

const idOf = (value: string | undefined, field: string) => {
  if (!value || !ID.test(value)) throw vaultError(404, 'not_found', field);
  return value;
};

/**
 * The vault's calls (issue 37; contracts stampVaultPaths). Working with stamps is working on
 * documents or templates (docs_full or workshop_full); setting a stamp's rule is the owner's
 * alone (not while switched in). Every id is looked up inside the caller's account.
 */
export function createStampVaultRoutes(
  vault: StampVault,
  requests: StampRequests,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();
  const works = requireAnyPermission('docs_full', 'workshop_full');

  router.get('/api/stamp-vault/', session, works, noStore, async (ctx) => {
    const answer: StampVaultAnswer = await vault.vault(vaultCaller(ctx));
    ctx.body = answer;
  });

  router.post(
    '/api/stamp-vault/:id/rule/',
    session,
    requireLogin(vaultError),
    requireOwnAccount,
    noStore,
    async (ctx) => {
      const fields = bodyFields(ctx);
      const placement = optionalText(fields, 'placement', 20) ?? '';
      const chosen = (optionalText(fields, 'chosen', 2000) ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (chosen.some((id) => !ID.test(id))) throw vaultError(400, 'chosen_invalid', 'chosen');
      const stamp = await vault.setRule(
        vaultCaller(ctx),
        idOf(params(ctx).id, 'stamp_id'),
        placement,
        chosen,
      );
      ctx.body = { result: 'success', stamp };
    },
  );

  router.get('/api/stamp-requests/', session, works, noStore, async (ctx) => {
    ctx.body = await requests.list(vaultCaller(ctx));
  });

  router.post(
    '/api/stamp-requests/',
    session,
    requireLogin(vaultError),
    works,
    noStore,
    async (ctx) => {
      const fields = bodyFields(ctx);
      const stampId = idOf(optionalText(fields, 'stamp_id', 40), 'stamp_id');
      const docId = optionalText(fields, 'doc_id', 20) ?? '';
      if (!DOC_ID_PATTERN.test(docId)) throw vaultError(404, 'not_found', 'doc_id');
      const note = (optionalText(fields, 'note', 2000) ?? '').trim();
      const request = await requests.request(vaultCaller(ctx), stampId, Number(docId), note);
      ctx.body = { result: 'success', request };
    },
  );

  router.post(
    '/api/stamp-requests/:id/decide/',
    session,
    requireLogin(vaultError),
    works,
    noStore,
    async (ctx) => {
      const decision = optionalText(bodyFields(ctx), 'decision', 20) ?? '';
      const request = await requests.decide(vaultCaller(ctx), idOf(params(ctx).id, 'id'), decision);
      ctx.body = { result: 'success', request };
    },
  );

  return router;
}
