import { CreatorCallError, type WatchedPopup } from './creator-ports';
import { CREATOR_TIMING, errorText, FlowRuntime } from './flow-runtime';

/**
 * The deliveries that follow a made file (seed 001 §4 Messenger, Cloud disk; §5; §7 Generation and
 * delivery): e-mail (with the e-mail form), storage, print order, messenger, cloud disk.
 */
export abstract class DeliveryFlow extends FlowRuntime {
  /** The e-mail form: gives the account its address, then goes on where the flow stopped. */
  async submitEmail(email: string): Promise<void> {
    if (this.view.phase !== 'need-email' || this.view.busy || !this.afterEmail) return;
    const run = this.run;
    const next = this.afterEmail;
    this.show({ phase: 'need-email', busy: true });
    try {
      await this.options.ports.setEmail(email);
    } catch (error) {
      if (run !== this.run) return;
      this.show({ phase: 'need-email', busy: false });
      // "E-mail set failure: alert with error_text" (seed 001 §8).
      return this.emit({ kind: 'alert', text: errorText(error) });
    }
    if (run !== this.run) return;
    this.afterEmail = null;
    if (next.doc !== null) return void this.sendMail(next.doc);
    void this.create(next.type, this.freeSuffix());
  }

  /** The popup was blocked: the teacher's click on the link opens it (a click is allowed to). */
  openBlockedPopup(): void {
    if (this.view.phase !== 'yadisk-connect' || !this.view.blocked) return;
    this.openYadisk(this.view.authUrl);
  }

  protected async sendMail(doc: string) {
    const run = this.run;
    this.show({ phase: 'sending', type: 'send-email' });
    const answer = await this.call(run, () => this.options.ports.sendMail(doc));
    if (!answer) return;
    switch (answer.result) {
      case 'success':
        return this.finish({ kind: 'mail-sent', email: answer.email ?? '' });
      case 'need_login':
        return this.finish({ kind: 'need-login', reason: 'email' });
      case 'need_email':
        this.afterEmail = { type: 'send-email', doc };
        return this.show({ phase: 'need-email', busy: false });
      case 'wait':
        this.show({ phase: 'preparing', type: 'send-email', background: false });
        return this.poll(CREATOR_TIMING.freePollMs);
      default:
        return this.finish({ kind: 'alert', text: answer.error_text ?? '' });
    }
  }

  protected async storage(doc: string) {
    const run = this.run;
    this.show({ phase: 'sending', type: 'storage' });
    const answer = await this.call(run, () => this.options.ports.storageAdd(doc));
    if (!answer) return;
    if (answer.result === 'need_login')
      return this.finish({ kind: 'need-login', reason: 'storage' });
    if (answer.result === 'need_pro') return this.finish({ kind: 'need-pro' });
    this.finish({ kind: 'storage-added' });
  }

  protected async printOrder(doc: string) {
    const run = this.run;
    this.show({ phase: 'sending', type: 'print-order' });
    const answer = await this.call(run, () => this.options.ports.printOrderAdd(doc));
    if (answer) this.finish({ kind: 'navigate', url: answer.location });
  }

  /** Messenger (seed 001 §4): need-connect shows the code, polled every 2 s, then sends after 2 s. */
  protected async telegram(doc: string) {
    const run = this.run;
    if (this.view.phase !== 'telegram-connect') this.show({ phase: 'sending', type: 'telegram' });
    const answer = await this.call(run, () => this.options.ports.telegramSend(doc));
    if (!answer) return;
    if (answer.result === 'error')
      return this.finish({ kind: 'alert', text: answer.error_text ?? '' });
    if (answer.status === 'send') return this.finish({ kind: 'telegram-sent' });
    this.show({
      phase: 'telegram-connect',
      code: answer.code,
      link: answer.link,
      connected: false,
    });
    this.watchTelegram(doc);
  }

  protected watchTelegram(doc: string) {
    const run = this.run;
    this.after(CREATOR_TIMING.telegramPollMs, async () => {
      let connected: boolean;
      try {
        connected = await this.options.ports.telegramConnected();
      } catch (error) {
        if (run !== this.run) return;
        if (error instanceof CreatorCallError && error.offline) return this.watchTelegram(doc);
        return this.failed(run, error);
      }
      if (run !== this.run || this.view.phase !== 'telegram-connect') return;
      if (!connected) return this.watchTelegram(doc);
      this.show({ ...this.view, connected: true });
      this.after(CREATOR_TIMING.telegramSendAfterMs, () => void this.telegram(doc));
    });
  }

  /** Cloud disk (seed 001 §4): need-connect opens the authorisation popup, watched every 1 s. */
  protected async yadisk(doc: string) {
    const run = this.run;
    this.show({ phase: 'sending', type: 'yadisk' });
    const answer = await this.call(run, () => this.options.ports.yadiskSend(doc));
    if (!answer) return;
    if (answer.result === 'error')
      return this.finish({ kind: 'alert', text: answer.error_text ?? '' });
    if (answer.status === 'send') return this.finish({ kind: 'yadisk-sent' });
    this.openYadisk(answer.auth_url ?? '');
  }

  protected openYadisk(authUrl: string) {
    const popup = this.options.ports.openPopup(authUrl);
    this.show({ phase: 'yadisk-connect', authUrl, blocked: popup === null });
    if (popup) this.watchPopup(popup);
  }

  protected watchPopup(popup: WatchedPopup) {
    const run = this.run;
    this.after(CREATOR_TIMING.popupWatchMs, async () => {
      if (!popup.closed) return this.watchPopup(popup);
      let connected: boolean;
      try {
        connected = await this.options.ports.yadiskConnected();
      } catch (error) {
        return this.failed(run, error);
      }
      if (run !== this.run) return;
      if (!connected) return this.finish({ kind: 'rights-not-granted' });
      void this.yadisk(this.job!.doc);
    });
  }
}
