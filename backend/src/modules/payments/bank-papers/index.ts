// Bank transfer papers (issue 19; seed 001 §4, §7): a payment record's bank invoice and act as
// PDFs drawn by the render engine, made asynchronously and polled, served to the owner only.
// Mounted by the app beside the payments core, through a narrow port of it (BankPapersPort).
import type Router from '@koa/router';
import type { AppMiddleware, AppState } from '../../../http/app-state';
import type { FileStore } from '../../../shared/file-store';
import { createBankPapersRoutes as routesOf } from './bank-papers.routes';
import { BankPapersService, type BankPapersDependencies } from './bank-papers.service';

export { BankPaper, BANK_PAPER_STATES, type BankPaperState } from './bank-paper.entity';
export {
  BankPapersService,
  BANK_PAPER_LIMITS,
  type BankPapersDependencies,
  type BankPapersPayment,
  type BankPapersPort,
  type PaperPrinter,
} from './bank-papers.service';
export { bankPaperTexts, type BankPaperTexts } from './bank-papers.texts';
export { paperHtml, formatAmount, formatPaperDate, BANK_PAPER_KINDS } from './paper-html';
export type { BankPaperKind, PaperContent } from './paper-html';
export { DEFAULT_SELLER, sellerRequisites, type SellerRequisites } from './seller';
export { roublesInWords } from './sum-in-words';

export interface BankPapersModuleDependencies extends BankPapersDependencies {
  session: AppMiddleware;
  /** The made PDFs are downloaded from it. */
  fileStore: FileStore;
}

/**
 * The papers' service and routes. `papers.urls` fills PaymentRecord.invoice_url / act_url (the
 * payments core's `papers` dependency); `papers.idle()` waits for makings still running.
 */
export function createBankPapersRoutes(deps: BankPapersModuleDependencies): {
  papers: BankPapersService;
  router: Router<AppState>;
} {
  const papers = new BankPapersService(deps);
  return { papers, router: routesOf({ session: deps.session, papers, fileStore: deps.fileStore }) };
}
