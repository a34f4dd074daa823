import Router from '@koa/router';
import { AUDIT_ACTIONS, type AuditLogAnswer } from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { contentDisposition } from '../../http/file-name-header';
import { noStore } from '../../http/no-store';
import { csvText } from '../../shared/csv-write';
import { textsFor } from '../../shared/texts';
import { zonedDateTime } from '../../shared/zoned-time';
import { currentAccount, requireOwnAccount } from '../access';
import { requireLogin } from '../auth';
import { readerLanguage } from '../mail';
import { vaultError } from './audit-errors';
import { readAuditFilter } from './audit-filter';
import type { AuditLog } from './audit-log.service';

type Query = Record<string, string | string[] | undefined>;

const filterOf = (ctx: AppContext) =>
  readAuditFilter(ctx.query as Query, currentAccount(ctx).timezone || 'UTC');

/**
 * The audit log of the account's stamps and signatures (issue 37), for the account's owner only:
 * a member working in the school's account (switched in) is refused whatever their permissions,
 * a visitor has no log. A page of events (newest first) and the same filtered as a CSV.
 */
export function createAuditRoutes(log: AuditLog, session: AppMiddleware): Router<AppState> {
  const router = new Router<AppState>();
  const owner = [session, requireLogin(vaultError), requireOwnAccount, noStore] as const;

  router.get('/api/audit-log/', ...owner, async (ctx) => {
    const page = await log.page(currentAccount(ctx).id, filterOf(ctx));
    const answer: AuditLogAnswer = {
      result: 'success',
      ...page,
      retention_days: log.retentionDays,
    };
    ctx.body = answer;
  });

  router.get('/api/audit-log-csv/', ...owner, async (ctx) => {
    const account = currentAccount(ctx);
    const rows = await log.rows(account.id, filterOf(ctx));
    const text = textsFor(readerLanguage(ctx, ctx.query.lng?.toString()));
    const zone = account.timezone || 'UTC';
    const actionName = (action: string) =>
      (AUDIT_ACTIONS as readonly string[]).includes(action)
        ? text(`audit:action.${action}`)
        : action;
    const csv = csvText([
      ['time', 'who', 'action', 'outcome', 'stamp', 'document', 'file', 'detail'].map((column) =>
        text(`audit:csv.${column}`),
      ),
      ...rows.map((event) => [
        zonedDateTime(Date.parse(event.at), zone),
        event.actor,
        actionName(event.action),
        text(`audit:outcome.${event.outcome}`),
        event.stamp_name,
        event.doc_name ? `${event.doc_name} (${event.doc_id})` : (event.doc_id ?? ''),
        event.file_id ?? '',
        event.detail,
      ]),
    ]);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set(
      'Content-Disposition',
      contentDisposition('attachment', `${text('audit:csv.fileName')}.csv`),
    );
    ctx.body = csv;
  });

  return router;
}
