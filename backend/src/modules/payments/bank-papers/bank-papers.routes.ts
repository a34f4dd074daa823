import Router from '@koa/router';
import { payPaths, type BankPaperAnswer } from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../../http/app-state';
import { sendPrivateFile } from '../../../http/private-file';
import type { FileStore } from '../../../shared/file-store';
import { currentAccount } from '../../access';
import { accountLanguage } from '../../auth';
import { readerLanguage } from '../../mail';
import { payError } from '../pay-errors';
import { payFull, requirePayLogin } from '../pay-guards';
import type { BankPapersService } from './bank-papers.service';
import { BANK_PAPER_KINDS, type BankPaperKind } from './paper-html';

export interface BankPapersRoutesDependencies {
  session: AppMiddleware;
  papers: BankPapersService;
  fileStore: FileStore;
}

/** The paper's language: the account's interface language, else the browser's, else ru. */
const languageOf = (ctx: AppContext) => readerLanguage(ctx, accountLanguage(currentAccount(ctx)));

/**
 * The bank papers' calls (seed 001 §7 Payments): create and -status for the invoice and the act,
 * and the made PDF's download. All work on the current account's own records (the owner's while
 * a colleague with pay_full is switched in) and need a registered person, as paying does.
 */
export function createBankPapersRoutes({
  session,
  papers,
  fileStore,
}: BankPapersRoutesDependencies): Router<AppState> {
  const router = new Router<AppState>();
  const guards = [session, payFull, requirePayLogin];
  const answer = (kind: BankPaperKind, call: 'request' | 'status') => async (ctx: AppContext) => {
    const body: BankPaperAnswer = await papers[call](
      currentAccount(ctx).id,
      String((ctx as { params?: Record<string, string> }).params?.dataId ?? ''),
      kind,
      languageOf(ctx),
    );
    ctx.body = body;
  };

  router.get(payPaths.bankInvoiceRoute, ...guards, answer('invoice', 'request'));
  router.get(payPaths.bankInvoiceStatusRoute, ...guards, answer('invoice', 'status'));
  router.get(payPaths.bankActRoute, ...guards, answer('act', 'request'));
  router.get(payPaths.bankActStatusRoute, ...guards, answer('act', 'status'));

  // A download link: the PDF as an attachment, to the record's owner only (403 for another
  // account's record, 404 for an unknown one or a paper not made yet).
  router.get(payPaths.bankPaperFileRoute, ...guards, async (ctx) => {
    const paper = ctx.params.paper;
    if (!(BANK_PAPER_KINDS as readonly string[]).includes(paper ?? ''))
      throw payError(404, 'not_found');
    const { key, downloadName } = await papers.file(
      currentAccount(ctx).id,
      ctx.params.dataId ?? '',
      paper as BankPaperKind,
    );
    await sendPrivateFile(ctx, fileStore, key, { downloadName, attachment: true });
  });

  return router;
}
