import {
  readyPaths,
  type CreatorAnswer,
  type CreatorStatusAnswer,
  type CreatorSuffix,
  type CreatorType,
} from '@gramota/contracts';
import {
  DeliveryFlow,
  isDeliveryChannel,
  type DeliveryChannel,
  type DeliveryEvent,
} from '@gramota/delivery';
import {
  callErrorText,
  FlowCallError,
  FlowRuns,
  SnapshotStore,
  type FlowClock,
} from '@gramota/flow';
import { handOverToBrowser, type HandOverHost, type Job } from './browser-hand-over';
import type { CreatorPorts } from './creator-ports';
import { CREATOR_TIMING } from './creator-timing';
import type { CreatorEvent, CreatorSnapshot, CreatorView, MadeFile } from './creator-view';

export interface CreatorFlowOptions {
  ports: CreatorPorts;
  onEvent(event: CreatorEvent): void;
  clock?: FlowClock;
}

/** Types whose file goes to the browser itself; only these may wait in the background. */
const BROWSER_TYPES: ReadonlySet<CreatorType> = new Set(['print', 'export']);

/**
 * The editor's "get the file" flows (seed 001 §4 Creator result states, Donate dialog; §7
 * Generation and delivery), free of React and the network so every wait can be tested with a fake
 * clock: the creator call and its answers, the free wait, the status polling, print or export into
 * the browser, share to phone. Sending the made file on (e-mail, storage, print order, messenger,
 * cloud disk) is the delivery flow's: this flow holds one, hands it the file's id and shows its
 * views as its own while it runs.
 */
export class CreatorFlow {
  /** The delivery flow of this editor; its dialogs are given it. */
  readonly delivery: DeliveryFlow;
  private readonly store = new SnapshotStore<CreatorSnapshot>({
    view: { phase: 'idle' },
    templateCount: 0,
  });
  private readonly runs: FlowRuns;
  private readonly handOverHost: HandOverHost;
  private job: Job | null = null;
  /** The delivery's views are this flow's while it sends (or asks for the e-mail first). */
  private delivering = false;
  /** The running print's layout on paper (issue 36); undefined: the document's own page. */
  private layout: Readonly<Record<string, string>> | undefined;

  constructor(private readonly options: CreatorFlowOptions) {
    this.runs = new FlowRuns(options.clock);
    this.handOverHost = {
      runs: this.runs,
      ports: options.ports,
      view: () => this.view,
      show: (view) => this.show(view),
    };
    this.delivery = new DeliveryFlow({
      ports: options.ports,
      clock: options.clock,
      onEvent: (event) => this.delivered(event),
    });
    this.delivery.subscribe(() => this.followDelivery());
  }

  getSnapshot = (): CreatorSnapshot => this.store.getSnapshot();
  subscribe = (listener: () => void) => this.store.subscribe(listener);

  get view(): CreatorView {
    return this.store.getSnapshot().view;
  }

  /**
   * A creator button. Ignored while another flow runs (the buttons are disabled then). A print
   * may be laid out on paper (issue 36): the layout's fields go with every call of this run.
   */
  start(type: CreatorType, layout?: Readonly<Record<string, string>>): void {
    const { view } = this;
    const lingering =
      (view.phase === 'ready' || view.phase === 'download-error') && view.background;
    if (view.phase !== 'idle' && !lingering) return;
    const context = this.options.ports.context();
    // Login for e-mail and storage, no free file in the storage (the delivery's rules, seed 001
    // §5, §6) before the file is made; mass needs PRO too.
    const file = { free: !context.proAllowed };
    if (isDeliveryChannel(type) && this.delivery.refused(type, [file])) return;
    if (type === 'mass' && !context.proAllowed) return this.emit({ kind: 'need-pro' });
    this.begin();
    this.layout = layout;
    if (!isDeliveryChannel(type)) return void this.create(type, this.freeSuffix());
    // An account without an address gets the e-mail form before the file is made.
    this.delivering = true;
    this.delivery.whenAddressKnown(type, () => {
      this.delivering = false;
      void this.create(type, this.freeSuffix());
    });
  }

  /** The donate dialog's "continue free" once its countdown ended: the call again with undonate. */
  continueWithoutDonation(): void {
    const { view } = this;
    if (view.phase !== 'need-donate' || view.secondsLeft > 0) return;
    this.begin();
    void this.create(view.type, 'undonate');
  }

  /** The e-mail form's address (see DeliveryFlow.submitEmail). */
  submitEmail(email: string): Promise<void> {
    return this.delivery.submitEmail(email);
  }

  /** The cloud disk's blocked popup, opened by the teacher's click. */
  openBlockedPopup(): void {
    this.delivery.openBlockedPopup();
  }

  /** The dialog was closed (button, Escape, backdrop) or the banner dismissed: stop everything. */
  cancel(): void {
    this.begin();
    this.show({ phase: 'idle' });
  }

  /** The screen goes away: no timer may outlive it. */
  dispose(): void {
    this.begin();
    this.delivery.dispose();
    this.store.clear();
  }

  // --- the delivery ---------------------------------------------------------------------------

  private deliver(channel: DeliveryChannel, doc: string) {
    this.delivering = true;
    this.delivery.send(channel, [doc]);
  }

  private followDelivery() {
    if (!this.delivering) return;
    const view = this.delivery.view;
    if (view.phase !== 'idle') return this.show(view);
    this.delivering = false;
    this.show({ phase: 'idle' });
  }

  private delivered(event: DeliveryEvent) {
    if (event.kind !== 'file-wait') return this.emit(event);
    // The server is still making the file: ask its status, then send again (seed 001 §4).
    this.delivering = false;
    this.show({ phase: 'preparing', type: 'send-email', background: false });
    this.poll(CREATOR_TIMING.freePollMs);
  }

  // --- making the file ------------------------------------------------------------------------

  private async create(type: CreatorType, suffix: CreatorSuffix | undefined) {
    const run = this.runs.current;
    const { ports } = this.options;
    this.show({ phase: 'starting', type });
    let answer: CreatorAnswer;
    try {
      answer = await ports.create(type, suffix, this.layout);
    } catch (error) {
      return this.failed(run, error);
    }
    if (!this.runs.isCurrent(run)) return;
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
    this.runs.after(CREATOR_TIMING.countdownTickMs, () =>
      this.countDown(secondsLeft - 1, totalSeconds),
    );
  }

  private donate(
    type: CreatorType,
    donateId: string,
    secondsLeft: number = CREATOR_TIMING.donateCountdownSeconds,
  ) {
    this.show({ phase: 'need-donate', type, donateId, secondsLeft });
    if (secondsLeft > 0)
      this.runs.after(CREATOR_TIMING.countdownTickMs, () =>
        this.donate(type, donateId, secondsLeft - 1),
      );
  }

  private poll(delay: number) {
    if (delay > 0) this.runs.after(delay, () => this.askStatus());
    else void this.askStatus();
  }

  private async askStatus() {
    const run = this.runs.current;
    const job = this.job!;
    let status: CreatorStatusAnswer;
    try {
      status = await this.options.ports.status(job.doc);
    } catch (error) {
      if (!this.runs.isCurrent(run)) return;
      // No answer at all (offline): the app shows its offline state; try again.
      if (error instanceof FlowCallError && error.offline)
        return this.poll(CREATOR_TIMING.freePollMs);
      return this.failed(run, error);
    }
    if (!this.runs.isCurrent(run)) return;
    if (status.status === 'ready') return this.madeFile(job, status);
    if (status.status === 'error')
      return this.show({ phase: 'bug', errorText: status.error_text ?? '' });
    this.poll(CREATOR_TIMING.freePollMs);
  }

  private madeFile(job: Job, status: CreatorStatusAnswer) {
    const file: MadeFile = {
      doc: job.doc,
      filename: job.filename,
      url: status.url,
      jpeg: readyPaths.docFile(job.filename, job.doc),
      pdf: readyPaths.pdf(job.filename, job.doc),
      notes: status.notes ?? [],
    };
    if (isDeliveryChannel(job.type)) return this.deliver(job.type, job.doc);
    switch (job.type) {
      case 'print':
      case 'export':
        return void handOverToBrowser(this.handOverHost, job, file);
      case 'share-mobile':
        return this.show({ phase: 'share-mobile', code: status.share_mobile_code, file });
      default:
        this.show({ phase: 'idle' });
    }
  }

  // --- plumbing -------------------------------------------------------------------------------

  private freeSuffix(): CreatorSuffix | undefined {
    return this.options.ports.context().proAllowed ? undefined : 'free';
  }

  private failed(run: number, error: unknown) {
    if (!this.runs.isCurrent(run)) return;
    this.finish({ kind: 'failed', text: callErrorText(error) });
  }

  private finish(event: CreatorEvent) {
    this.show({ phase: 'idle' });
    this.emit(event);
  }

  private emit(event: CreatorEvent) {
    this.options.onEvent(event);
  }

  private show(view: CreatorView) {
    this.store.set({ ...this.store.getSnapshot(), view });
  }

  private setTemplateCount(count: number) {
    const snapshot = this.store.getSnapshot();
    if (!Number.isFinite(count) || count === snapshot.templateCount) return;
    this.store.set({ ...snapshot, templateCount: count });
  }

  /** A new run: every timer and answer of the previous one, the delivery's too, is void. */
  private begin() {
    this.runs.begin();
    this.delivering = false;
    this.delivery.cancel();
  }
}
