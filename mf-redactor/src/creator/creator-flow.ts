import {
  readyPaths,
  type CreatorAnswer,
  type CreatorStatusAnswer,
  type CreatorSuffix,
  type CreatorType,
} from '@gramota/contracts';
import { CreatorCallError } from './creator-ports';
import type { MadeFile } from './creator-view';
import { DeliveryFlow } from './delivery-flow';
import { CREATOR_TIMING, type Job } from './flow-runtime';

export { CREATOR_TIMING } from './flow-runtime';
export type { CreatorFlowOptions } from './flow-runtime';

/** Types whose file goes to the browser itself; only these may wait in the background. */
const BROWSER_TYPES: ReadonlySet<CreatorType> = new Set(['print', 'export']);

/**
 * The editor's "get the file" flows (seed 001 §4 Creator result states, Donate dialog, Messenger,
 * Cloud disk; §7 Generation and delivery), free of React and the network so every wait can be
 * tested with a fake clock: the creator call and its answers, the free wait, the status polling,
 * and print or export into the browser. The other deliveries are in DeliveryFlow.
 */
export class CreatorFlow extends DeliveryFlow {
  /** A creator button. Ignored while another flow runs (the buttons are disabled then). */
  start(type: CreatorType): void {
    const { view } = this;
    const lingering =
      (view.phase === 'ready' || view.phase === 'download-error') && view.background;
    if (view.phase !== 'idle' && !lingering) return;
    const context = this.options.ports.context();
    // Sending by e-mail and to the storage need login; storage and mass need PRO (seed 001 §5, §6).
    if ((type === 'send-email' || type === 'storage') && !context.loggedIn)
      return this.emit({ kind: 'need-login', reason: type === 'storage' ? 'storage' : 'email' });
    if ((type === 'mass' || type === 'storage') && !context.proAllowed)
      return this.emit({ kind: 'need-pro' });
    this.begin();
    if (type === 'send-email' && !context.hasEmail) {
      this.afterEmail = { type, doc: null };
      return this.show({ phase: 'need-email', busy: false });
    }
    void this.create(type, this.freeSuffix());
  }

  /** The donate dialog's "continue free" once its countdown ended: the call again with undonate. */
  continueWithoutDonation(): void {
    const { view } = this;
    if (view.phase !== 'need-donate' || view.secondsLeft > 0) return;
    this.begin();
    void this.create(view.type, 'undonate');
  }

  protected async create(type: CreatorType, suffix: CreatorSuffix | undefined) {
    const run = this.run;
    const { ports } = this.options;
    this.show({ phase: 'starting', type });
    let answer: CreatorAnswer;
    try {
      answer = await ports.create(type, suffix);
    } catch (error) {
      return this.failed(run, error);
    }
    if (run !== this.run) return;
    if (typeof answer.template_count === 'number') this.setTemplateCount(answer.template_count);
    switch (answer.result) {
      case 'success':
        return this.created(type, answer);
      case 'need_text':
        return this.show({ phase: 'need-text', count: answer.need_count });
      case 'need_donate':
        return this.donate(type, answer.donate_id);
      case 'need_select':
        return this.show({ phase: 'need-select' });
      case 'time_limit':
        return this.show({ phase: 'time-limit' });
      case 'server_error':
        return this.show({ phase: 'bug', errorText: answer.error_text ?? '' });
      default:
        return this.refused(type, answer);
    }
  }

  /** result 'error': the server's refusals have their own dialogs, anything else is alerted. */
  private refused(type: CreatorType, answer: CreatorAnswer) {
    switch (answer.error_code) {
      case 'need_login':
        return this.finish({
          kind: 'need-login',
          reason: type === 'storage' ? 'storage' : 'email',
        });
      case 'mass_need_pro':
      case 'storage_need_pro':
        return this.finish({ kind: 'need-pro' });
      default:
        return this.finish({ kind: 'alert', text: answer.error_text ?? '' });
    }
  }

  private created(type: CreatorType, answer: CreatorAnswer) {
    if (type === 'mass') {
      this.show({ phase: 'idle' });
      return this.emit({ kind: 'open-mass' });
    }
    const free = answer.free === '1';
    const background =
      !free && BROWSER_TYPES.has(type) && this.options.ports.context().backgroundWait;
    this.job = { type, doc: answer.doc, filename: answer.filename, background };
    const timeout = free ? Math.max(0, Math.ceil(answer.timeout)) : 0;
    if (timeout > 0) return this.countDown(timeout, timeout);
    this.show({ phase: 'preparing', type, background });
    this.poll(CREATOR_TIMING.paidPollMs);
  }

  /** The free wait: the server keeps the status at 'wait' until it has passed (seed 001 §4). */
  private countDown(secondsLeft: number, totalSeconds: number) {
    const job = this.job!;
    if (secondsLeft <= 0) {
      this.show({ phase: 'preparing', type: job.type, background: job.background });
      return this.poll(0);
    }
    this.show({
      phase: 'waiting',
      type: job.type,
      background: job.background,
      secondsLeft,
      totalSeconds,
    });
    this.after(CREATOR_TIMING.countdownTickMs, () => this.countDown(secondsLeft - 1, totalSeconds));
  }

  private donate(
    type: CreatorType,
    donateId: string,
    secondsLeft: number = CREATOR_TIMING.donateCountdownSeconds,
  ) {
    this.show({ phase: 'need-donate', type, donateId, secondsLeft });
    if (secondsLeft > 0)
      this.after(CREATOR_TIMING.countdownTickMs, () =>
        this.donate(type, donateId, secondsLeft - 1),
      );
  }

  protected poll(delay: number) {
    if (delay > 0) this.after(delay, () => this.askStatus());
    else void this.askStatus();
  }

  private async askStatus() {
    const run = this.run;
    const job = this.job!;
    let status: CreatorStatusAnswer;
    try {
      status = await this.options.ports.status(job.doc);
    } catch (error) {
      if (run !== this.run) return;
      // No answer at all (offline): the app shows its offline state; try again.
      if (error instanceof CreatorCallError && error.offline)
        return this.poll(CREATOR_TIMING.freePollMs);
      return this.failed(run, error);
    }
    if (run !== this.run) return;
    if (status.status === 'ready') return this.madeFile(job, status);
    if (status.status === 'error')
      return this.show({ phase: 'bug', errorText: status.error_text ?? '' });
    this.poll(CREATOR_TIMING.freePollMs);
  }

  // --- print and export ----------------------------------------------------------------------

  private madeFile(job: Job, status: CreatorStatusAnswer) {
    const file: MadeFile = {
      doc: job.doc,
      filename: job.filename,
      url: status.url,
      jpeg: readyPaths.docFile(job.filename, job.doc),
      pdf: readyPaths.pdf(job.filename, job.doc),
      notes: status.notes ?? [],
    };
    switch (job.type) {
      case 'print':
      case 'export':
        return void this.toBrowser(job, file);
      case 'share-mobile':
        return this.show({ phase: 'share-mobile', code: status.share_mobile_code, file });
      case 'send-email':
        return void this.sendMail(job.doc);
      case 'storage':
        return void this.storage(job.doc);
      case 'print-order':
        return void this.printOrder(job.doc);
      case 'telegram':
        return void this.telegram(job.doc);
      case 'yadisk':
        return void this.yadisk(job.doc);
      default:
        this.show({ phase: 'idle' });
    }
  }

  /**
   * Print and export: fetch, then hand the file over, reporting download_start, download_end and
   * received (seed 001 §4). The direct link shows up 10 s in, in case the browser kept the file to
   * itself (seed 001 §9); a failure shows 'ERROR' (seed 001 §8).
   */
  private async toBrowser(job: Job, file: MadeFile) {
    const run = this.run;
    const { ports } = this.options;
    const { type, background } = job;
    this.show({ phase: 'loading', type, background, file, directLink: false });
    this.after(CREATOR_TIMING.directLinkAfterMs, () => {
      const { view } = this;
      if (view.phase === 'loading' || view.phase === 'ready')
        this.show({ ...view, directLink: true });
    });
    ports.setStatus(job.doc, 'download_start');
    let handOver: () => void;
    try {
      handOver =
        type === 'print'
          ? await ports.loadForPrint(file.url)
          : await ports.fetchDownload(file.url, `${job.filename}.jpg`);
    } catch {
      if (run !== this.run) return;
      return this.show({ phase: 'download-error', type, background, file });
    }
    if (run !== this.run) return;
    ports.setStatus(job.doc, 'download_end');
    handOver();
    ports.setStatus(job.doc, 'received');
    const directLink = this.view.phase === 'loading' && this.view.directLink;
    this.show({ phase: 'ready', type, background, file, directLink });
    if (background)
      this.after(CREATOR_TIMING.backgroundReadyHideMs, () => this.show({ phase: 'idle' }));
  }
}
