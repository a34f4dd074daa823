import { DELIVERY_TIMING, deliveryPaths } from '@gramota/contracts';
import {
  callErrorText,
  FlowCallError,
  FlowRuns,
  SnapshotStore,
  type FlowClock,
} from '@gramota/flow';
import type { DeliveryChannel, DeliveryPorts, WatchedPopup } from './delivery-ports';
import { deliveryRefusal, type DeliveryFile } from './delivery-rules';
import type { DeliveryEvent, DeliveryView } from './delivery-view';

export interface DeliveryFlowOptions {
  ports: DeliveryPorts;
  onEvent(event: DeliveryEvent): void;
  clock?: FlowClock;
}

const IDLE: DeliveryView = { phase: 'idle' };

/**
 * Sending made files on (seed 001 §4 Messenger, Cloud disk; §5, §6; §7 Generation and delivery;
 * seed 000 §5, §8), free of React and the network so every wait can be tested with a fake clock:
 * the seeds' rules, the e-mail form, storage, print order, the messenger's connect-and-poll and
 * the cloud disk's popup watch. The editor composes one after making its file; Ready files runs
 * one over the selected files.
 */
export class DeliveryFlow {
  private readonly store = new SnapshotStore<DeliveryView>(IDLE);
  private readonly runs: FlowRuns;
  /** Where the flow goes on once the e-mail form has saved the address. */
  private afterEmail: (() => void) | null = null;
  /** How long the messenger's connection has been waited for (it gives up after a while). */
  private connectWaited = 0;
  /** The files waiting for the cloud disk's authorisation (sent again once it is given). */
  private pendingDisk: readonly string[] | null = null;

  constructor(private readonly options: DeliveryFlowOptions) {
    this.runs = new FlowRuns(options.clock);
  }

  getSnapshot = (): DeliveryView => this.store.getSnapshot();
  subscribe = (listener: () => void) => this.store.subscribe(listener);

  get view(): DeliveryView {
    return this.store.getSnapshot();
  }

  /** Ready files: the rules, the e-mail form when needed, then the call with the files' ids. */
  start(channel: DeliveryChannel, files: readonly (DeliveryFile & { id: string })[]): void {
    if (this.refused(channel, files)) return;
    const ids = files.map((file) => file.id);
    this.whenAddressKnown(channel, () => this.send(channel, ids));
  }

  /** The seeds' rules before anything is sent; true when refused (the outcome is reported). */
  refused(channel: DeliveryChannel, files: readonly DeliveryFile[]): boolean {
    const refusal = deliveryRefusal(channel, files, this.options.ports.context());
    if (refusal) this.emit(refusal);
    return refusal !== null;
  }

  /**
   * E-mail to an account without an address: the form first, then `goOn` (the editor makes its
   * file then, Ready files sends). Any other channel goes on at once.
   */
  whenAddressKnown(channel: DeliveryChannel, goOn: () => void): void {
    this.begin();
    if (channel !== 'send-email' || this.options.ports.context().hasEmail) return goOn();
    this.afterEmail = goOn;
    this.show({ phase: 'need-email', busy: false });
  }

  /** The delivery call for files that exist, and what follows its answer. */
  send(channel: DeliveryChannel, files: readonly string[]): void {
    this.begin();
    switch (channel) {
      case 'send-email':
        return void this.sendMail(files[0] ?? '');
      case 'storage':
        return void this.storage(files);
      case 'print-order':
        return void this.printOrder(files);
      case 'telegram':
        this.connectWaited = 0;
        return void this.telegram(files);
      case 'yadisk':
        return void this.yadisk(files);
    }
  }

  /** The e-mail form: gives the account its address, then goes on where the flow stopped. */
  async submitEmail(email: string): Promise<void> {
    const { view } = this;
    const goOn = this.afterEmail;
    if (view.phase !== 'need-email' || view.busy || !goOn) return;
    const run = this.runs.current;
    this.show({ phase: 'need-email', busy: true });
    try {
      await this.options.ports.setEmail(email);
    } catch (error) {
      if (!this.runs.isCurrent(run)) return;
      this.show({ phase: 'need-email', busy: false });
      // "E-mail set failure: alert with error_text" (seed 001 §8); the form stays.
      return this.emit({ kind: 'alert', text: callErrorText(error) });
    }
    if (!this.runs.isCurrent(run)) return;
    this.afterEmail = null;
    this.show(IDLE);
    goOn();
  }

  /** The popup was blocked: the teacher's click on the link opens it (a click is allowed to). */
  openBlockedPopup(): void {
    const { view } = this;
    if (view.phase !== 'yadisk-connect' || !view.blocked || !this.pendingDisk) return;
    this.openYadisk(view.authUrl, this.pendingDisk);
  }

  /** The dialog was closed (button, Escape, backdrop): stop everything, polling included. */
  cancel(): void {
    this.begin();
    this.show(IDLE);
  }

  /** The screen goes away: no timer may outlive it. */
  dispose(): void {
    this.begin();
    this.store.clear();
  }

  // --- the channels ---------------------------------------------------------------------------

  private async sendMail(file: string) {
    const run = this.runs.current;
    this.show({ phase: 'sending', type: 'send-email' });
    const answer = await this.call(run, () => this.options.ports.sendMail(file));
    if (!answer) return;
    switch (answer.result) {
      case 'success':
        return this.finish({ kind: 'mail-sent', email: answer.email ?? '' });
      case 'need_login':
        return this.finish({ kind: 'need-login', reason: 'email' });
      case 'need_email':
        this.afterEmail = () => this.send('send-email', [file]);
        return this.show({ phase: 'need-email', busy: false });
      case 'wait':
        // The event first: the editor takes over (it polls the file's status) before this
        // flow goes idle, so its progress dialog stays open.
        this.emit({ kind: 'file-wait', file });
        return this.show(IDLE);
      default:
        return this.finish({ kind: 'alert', text: answer.error_text ?? '' });
    }
  }

  private async storage(files: readonly string[]) {
    const run = this.runs.current;
    this.show({ phase: 'sending', type: 'storage' });
    const answer = await this.call(run, () => this.options.ports.storageAdd(files));
    if (!answer) return;
    if (answer.result === 'need_login')
      return this.finish({ kind: 'need-login', reason: 'storage' });
    if (answer.result === 'need_pro') return this.finish({ kind: 'need-pro' });
    this.finish({ kind: 'storage-added', count: files.length });
  }

  private async printOrder(files: readonly string[]) {
    const run = this.runs.current;
    this.show({ phase: 'sending', type: 'print-order' });
    const answer = await this.call(run, () => this.options.ports.printOrderAdd(files));
    if (answer)
      this.finish({ kind: 'navigate', url: answer.location || deliveryPaths.printOrder() });
  }

  /** Messenger (seed 001 §4): need-connect shows the code, polled every 2 s, then sends after 2 s. */
  private async telegram(files: readonly string[]) {
    const run = this.runs.current;
    if (this.view.phase !== 'telegram-connect') this.show({ phase: 'sending', type: 'telegram' });
    const answer = await this.call(run, () => this.options.ports.telegramSend(files));
    if (!answer) return;
    if (answer.result === 'error')
      return this.finish({ kind: 'alert', text: answer.error_text ?? '' });
    if (answer.status === 'send')
      return this.finish({ kind: 'telegram-sent', count: files.length });
    this.show({
      phase: 'telegram-connect',
      code: answer.code,
      link: answer.link,
      connected: false,
    });
    this.watchTelegram(files);
  }

  private watchTelegram(files: readonly string[]) {
    const run = this.runs.current;
    this.connectWaited += DELIVERY_TIMING.telegramPollMs;
    // The teacher has gone elsewhere: stop asking, quietly (the dialog closes).
    if (this.connectWaited > DELIVERY_TIMING.connectGiveUpMs) return this.cancel();
    this.runs.after(DELIVERY_TIMING.telegramPollMs, async () => {
      let connected: boolean;
      try {
        connected = await this.options.ports.telegramConnected();
      } catch (error) {
        if (!this.runs.isCurrent(run)) return;
        if (error instanceof FlowCallError && error.offline) return this.watchTelegram(files);
        return this.failed(run, error);
      }
      const { view } = this;
      if (!this.runs.isCurrent(run) || view.phase !== 'telegram-connect') return;
      if (!connected) return this.watchTelegram(files);
      this.show({ ...view, connected: true });
      this.runs.after(DELIVERY_TIMING.telegramSendAfterMs, () => void this.telegram(files));
    });
  }

  /** Cloud disk (seed 001 §4): need-connect opens the authorisation popup, watched every 1 s. */
  private async yadisk(files: readonly string[]) {
    const run = this.runs.current;
    this.show({ phase: 'sending', type: 'yadisk' });
    const answer = await this.call(run, () => this.options.ports.yadiskSend(files));
    if (!answer) return;
    if (answer.result === 'error')
      return this.finish({ kind: 'alert', text: answer.error_text ?? '' });
    if (answer.status === 'send') return this.finish({ kind: 'yadisk-sent', count: files.length });
    this.pendingDisk = files;
    this.openYadisk(answer.auth_url ?? '', files);
  }

  private openYadisk(authUrl: string, files: readonly string[]) {
    const popup = this.options.ports.openPopup(authUrl);
    this.show({ phase: 'yadisk-connect', authUrl, blocked: popup === null });
    if (popup) this.watchPopup(popup, files, 0);
  }

  /** Until the popup is closed (or the wait gives up), then the disk says whether access was given. */
  private watchPopup(popup: WatchedPopup, files: readonly string[], waited: number) {
    const run = this.runs.current;
    this.runs.after(DELIVERY_TIMING.popupWatchMs, async () => {
      const watched = waited + DELIVERY_TIMING.popupWatchMs;
      if (!popup.closed && watched < DELIVERY_TIMING.connectGiveUpMs)
        return this.watchPopup(popup, files, watched);
      let connected: boolean;
      try {
        connected = await this.options.ports.yadiskConnected();
      } catch (error) {
        return this.failed(run, error);
      }
      if (!this.runs.isCurrent(run)) return;
      if (!connected) return this.finish({ kind: 'rights-not-granted' });
      void this.yadisk(files);
    });
  }

  // --- plumbing -------------------------------------------------------------------------------

  /** A delivery call; undefined when it failed (already reported) or the run is over. */
  private async call<T>(run: number, request: () => Promise<T>): Promise<T | undefined> {
    try {
      const answer = await request();
      return this.runs.isCurrent(run) ? answer : undefined;
    } catch (error) {
      this.failed(run, error);
      return undefined;
    }
  }

  private failed(run: number, error: unknown) {
    if (!this.runs.isCurrent(run)) return;
    const code = error instanceof FlowCallError ? error.code : undefined;
    this.finish({ kind: 'failed', text: callErrorText(error), ...(code ? { code } : {}) });
  }

  /** The delivery is over: idle first, so a listener reading the view sees it ended. */
  private finish(event: DeliveryEvent) {
    this.show(IDLE);
    this.emit(event);
  }

  private emit(event: DeliveryEvent) {
    this.options.onEvent(event);
  }

  private show(view: DeliveryView) {
    this.store.set(view);
  }

  /** A new run: every timer and answer of the previous one is void. */
  private begin() {
    this.runs.begin();
    this.afterEmail = null;
    this.pendingDisk = null;
  }
}
