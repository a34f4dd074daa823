import { createHash } from 'node:crypto';
import fs from 'node:fs';
import {
  payPaths,
  type BankPaperAnswer,
  type Currency,
  type Language,
  type PayOperator,
  type PayRequisites,
  type PayStatus,
} from '@gramota/contracts';
import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../../shared/db-errors';
import type { Logger } from '../../../logger';
import type { Clock } from '../../../shared/clock';
import { changed } from '../../../shared/db-values';
import type { RenderInput, RenderOutput } from '../../render';
import { payError } from '../pay-errors';
import { BankPaper } from './bank-paper.entity';
import { paperFile, paperKey, writePaperFile } from './paper-files';
import { paperHtml, type BankPaperKind, type PaperContent } from './paper-html';
import { sellerRequisites, type SellerRequisites } from './seller';

/** What the papers read of a payment record (the payments core's Payment). */
export interface BankPapersPayment {
  id: number;
  dataId: string;
  status: PayStatus;
  operator: PayOperator | '';
  sumMinor: number;
  currency: Currency;
  text: string;
  createdAt: number;
  paidAt: number | null;
}

/** The narrow port of the payments core the papers use. */
export interface BankPapersPort {
  /** The caller's record: throws 404 not_found for an unknown id, 403 forbidden for another's. */
  findOwn(userId: string, dataId: string): Promise<BankPapersPayment>;
  /** The school's requisites (pay-set-settings); empty strings until entered. */
  settings(userId: string): Promise<PayRequisites>;
}

/** The render engine's part the papers use (RenderEngine; tests may hand in a stand-in). */
export interface PaperPrinter {
  render(input: RenderInput): Promise<Pick<RenderOutput, 'pdf'>>;
}

export interface BankPapersDependencies {
  dataSource: DataSource;
  dataDir: string;
  clock: Clock;
  logger: Logger;
  payments: BankPapersPort;
  printer: PaperPrinter;
  /** Our company's requisites (PAY_SELLER_*); unset fields keep the placeholders. */
  seller?: Partial<SellerRequisites>;
}

export const BANK_PAPER_LIMITS = {
  /**
   * A making not finished after this is taken for lost (the instance stopped mid-render; renders
   * time out after 20 s) and started again by the next call.
   */
  staleMs: 120_000,
} as const;

/** The A4 page the papers are drawn on, in the render engine's terms. */
const PAGE = { format: 'a4', font: 'PT Sans', padding: '40 40 40 56' } as const;

interface Checked {
  payment: BankPapersPayment;
  content: PaperContent;
  fingerprint: string;
}

const wait: BankPaperAnswer = { result: 'success', status: 'wait', url: '' };
const failed: BankPaperAnswer = { result: 'success', status: 'error', url: '' };

/**
 * Bank transfer papers (seed 001 §4, §7): a payment record's bank invoice (счёт на оплату), and
 * once it is paid its act (акт оказанных услуг), as PDFs drawn by the render engine. Making one
 * is asynchronous: a create call starts it (at most once: the row's unique key and conditional
 * updates decide), the status call is polled until it is ready. State lives in the database, the
 * PDF under DATA_DIR; only the record's owner (or a member with pay_full) reaches either.
 */
export class BankPapersService {
  private readonly papers: Repository<BankPaper>;
  private readonly seller: SellerRequisites;
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: BankPapersDependencies) {
    this.papers = deps.dataSource.getRepository(BankPaper);
    this.seller = sellerRequisites(deps.seller);
  }

  /**
   * The create call: starts making the paper unless it is being made, or made from the same
   * inputs already. Answers wait, or ready when nothing needed making.
   */
  async request(
    userId: string,
    dataId: string,
    kind: BankPaperKind,
    language: Language,
  ): Promise<BankPaperAnswer> {
    const checked = await this.check(userId, dataId, kind, language);
    const row = await this.row(checked.payment, kind);
    if (!row) return this.startNew(checked, kind);
    if (row.status === 'making' && !this.isStale(row)) return wait;
    if (
      row.status === 'ready' &&
      row.fingerprint === checked.fingerprint &&
      this.exists(checked.payment, kind)
    )
      return this.ready(checked.payment, kind);
    return this.restart(row, checked);
  }

  /**
   * The status call (polled every 2 s): wait, ready with the file's address, or error (the
   * create call tries again). A paper never asked for, a making lost with its instance, or a
   * file gone from disk is started (again) here, so polling alone always ends.
   */
  async status(
    userId: string,
    dataId: string,
    kind: BankPaperKind,
    language: Language,
  ): Promise<BankPaperAnswer> {
    const checked = await this.check(userId, dataId, kind, language);
    const row = await this.row(checked.payment, kind);
    if (!row) return this.startNew(checked, kind);
    switch (row.status) {
      case 'error':
        return failed;
      case 'making':
        return this.isStale(row) ? this.restart(row, checked) : wait;
      case 'ready':
        return this.exists(checked.payment, kind)
          ? this.ready(checked.payment, kind)
          : this.restart(row, checked);
    }
  }

  /** The made PDF for the owner's download; 404 until it is ready. */
  async file(
    userId: string,
    dataId: string,
    kind: BankPaperKind,
  ): Promise<{ key: string; downloadName: string }> {
    const payment = await this.deps.payments.findOwn(userId, dataId);
    const row = await this.row(payment, kind);
    if (!row || row.status !== 'ready' || !this.exists(payment, kind))
      throw payError(404, 'not_found');
    return {
      key: paperKey(payment.dataId, kind),
      downloadName: `${kind}-${payment.id}.pdf`,
    };
  }

  /**
   * The papers' addresses for a payment record (PaymentRecord.invoice_url / act_url): set once
   * the PDF is on disk, '' before. Synchronous (the record builder is): it looks at the files.
   */
  urls(payment: Pick<BankPapersPayment, 'dataId' | 'operator'>): {
    invoice_url: string;
    act_url: string;
  } {
    const url = (kind: BankPaperKind) =>
      payment.operator === 'bank' && this.exists(payment, kind)
        ? payPaths.bankPaperFile(payment.dataId, kind)
        : '';
    return { invoice_url: url('invoice'), act_url: url('act') };
  }

  /** Resolves when every making started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** The refusals, then what the paper would print and its fingerprint. */
  private async check(
    userId: string,
    dataId: string,
    kind: BankPaperKind,
    language: Language,
  ): Promise<Checked> {
    const payment = await this.deps.payments.findOwn(userId, dataId);
    if (payment.operator !== 'bank') throw payError(400, 'not_bank');
    if (kind === 'act' && payment.status !== 'paid') throw payError(400, 'act_not_paid');
    const buyer = await this.deps.payments.settings(userId);
    if (buyer.org.trim() === '') throw payError(400, 'requisites_required', 'org');
    if (buyer.inn.trim() === '') throw payError(400, 'requisites_required', 'inn');
    const content: PaperContent = {
      kind,
      language,
      number: payment.id,
      // The invoice is dated the day the record was made, the act the day it was paid.
      date: kind === 'act' ? (payment.paidAt ?? this.deps.clock().getTime()) : payment.createdAt,
      seller: this.seller,
      buyer: { org: buyer.org, inn: buyer.inn, kpp: buyer.kpp, address: buyer.address },
      line: payment.text,
      sumMinor: payment.sumMinor,
      currency: payment.currency,
    };
    const fingerprint = createHash('sha256').update(JSON.stringify(content)).digest('hex');
    return { payment, content, fingerprint };
  }

  private row(payment: BankPapersPayment, kind: BankPaperKind): Promise<BankPaper | null> {
    return this.papers.findOneBy({ paymentId: payment.id, paper: kind });
  }

  private exists(payment: Pick<BankPapersPayment, 'dataId'>, kind: BankPaperKind): boolean {
    return fs.existsSync(paperFile(this.deps.dataDir, payment.dataId, kind));
  }

  private isStale(row: BankPaper): boolean {
    return this.deps.clock().getTime() - row.startedAt > BANK_PAPER_LIMITS.staleMs;
  }

  private ready(payment: BankPapersPayment, kind: BankPaperKind): BankPaperAnswer {
    return {
      result: 'success',
      status: 'ready',
      url: payPaths.bankPaperFile(payment.dataId, kind),
    };
  }

  /** The first making: the unique key lets exactly one of two simultaneous calls insert. */
  private async startNew(checked: Checked, kind: BankPaperKind): Promise<BankPaperAnswer> {
    const startedAt = this.deps.clock().getTime();
    try {
      const row = await this.papers.save(
        this.papers.create({
          paymentId: checked.payment.id,
          paper: kind,
          status: 'making',
          fingerprint: checked.fingerprint,
          startedAt,
          finishedAt: null,
        }),
      );
      this.launch(row.id, startedAt, checked);
      return wait;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another call started it a moment ago.
      return wait;
    }
  }

  /** A making again: only the call whose conditional update changed the row starts it. */
  private async restart(row: BankPaper, checked: Checked): Promise<BankPaperAnswer> {
    const startedAt = Math.max(this.deps.clock().getTime(), row.startedAt + 1);
    const result = await this.papers.update(
      { id: row.id, status: row.status, startedAt: row.startedAt },
      { status: 'making', fingerprint: checked.fingerprint, startedAt, finishedAt: null },
    );
    if (changed(result) === 1) this.launch(row.id, startedAt, checked);
    return wait;
  }

  private launch(rowId: number, startedAt: number, checked: Checked): void {
    const making = this.make(rowId, startedAt, checked).finally(() => this.running.delete(making));
    this.running.add(making);
  }

  /** Draws the PDF, writes it, marks the row ready (or error), unless a newer making took over. */
  private async make(rowId: number, startedAt: number, checked: Checked): Promise<void> {
    const { payment, content } = checked;
    const mine = { id: rowId, status: 'making' as const, startedAt };
    try {
      const { pdf } = await this.deps.printer.render({
        userId: '',
        docId: 0,
        html: paperHtml(content),
        font: PAGE.font,
        padding: PAGE.padding,
        format: PAGE.format,
        background: null,
        titlePicture: null,
      });
      await writePaperFile(paperFile(this.deps.dataDir, payment.dataId, content.kind), pdf);
      await this.papers.update(mine, { status: 'ready', finishedAt: this.deps.clock().getTime() });
    } catch (error) {
      this.deps.logger.warn(
        { err: error, dataId: payment.dataId, paper: content.kind },
        'bank paper not made',
      );
      await this.papers
        .update(mine, { status: 'error', finishedAt: this.deps.clock().getTime() })
        .catch(() => undefined);
    }
  }
}
