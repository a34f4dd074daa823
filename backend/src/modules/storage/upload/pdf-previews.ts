import type { PdfPreviewConfig } from '../../../config';

export type { PdfPreviewConfig };

export const DEFAULT_PDF_PREVIEW: PdfPreviewConfig = {
  slots: 2,
  waitingPerAccount: 3,
  cpuSeconds: 10,
  memoryMb: 512,
  timeoutSeconds: 20,
};

/** What the queue holds now, per account (for the operator's log and the tests). */
export interface PdfPreviewQueueState {
  drawing: number;
  waiting: number;
  accounts: Record<string, { drawing: number; waiting: number }>;
}

/**
 * The drawing slots of this process, with the limits each drawing runs under (`limits`), shared fairly between accounts: an account holds at most one
 * slot at a time, and when a slot frees the next account in turn gets it (round robin), so one
 * account's slow PDFs wait behind other accounts' PDFs instead of holding every slot. At most
 * `waitingPerAccount` of an account's PDFs wait; `take` answers null past that (the caller keeps
 * the file without drawing it).
 *
 * Per process on purpose: the slots share this machine's cores. Several backend instances each
 * have their own slots, and each is fair on its own machine.
 */
export class PdfPreviews {
  /** Accounts drawing now (one slot each). */
  private readonly drawing = new Set<string>();
  /** Accounts with PDFs waiting, in the order they get their next turn (Map keeps insertion order). */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(readonly limits: PdfPreviewConfig = DEFAULT_PDF_PREVIEW) {}

  /**
   * A slot for one of `account`'s drawings: resolves with the function that gives it back, or
   * with null at once when the account already has `waitingPerAccount` PDFs waiting.
   */
  async take(account: string): Promise<(() => void) | null> {
    if (!this.drawing.has(account) && this.drawing.size < this.limits.slots) {
      this.drawing.add(account);
      return this.releaser(account);
    }
    const queue = this.waiting.get(account) ?? [];
    if (queue.length >= this.limits.waitingPerAccount) return null;
    await new Promise<void>((start) => {
      queue.push(start);
      this.waiting.set(account, queue);
    });
    return this.releaser(account);
  }

  state(): PdfPreviewQueueState {
    const accounts: PdfPreviewQueueState['accounts'] = {};
    for (const account of this.drawing) accounts[account] = { drawing: 1, waiting: 0 };
    let waiting = 0;
    for (const [account, queue] of this.waiting) {
      accounts[account] = { drawing: accounts[account]?.drawing ?? 0, waiting: queue.length };
      waiting += queue.length;
    }
    return { drawing: this.drawing.size, waiting, accounts };
  }

  private releaser(account: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.drawing.delete(account);
      // The account just had its turn: its next PDF goes behind every other account waiting.
      const queue = this.waiting.get(account);
      if (queue) {
        this.waiting.delete(account);
        this.waiting.set(account, queue);
      }
      this.startNext();
    };
  }

  /** Fills free slots from the accounts in turn, skipping those already drawing. */
  private startNext(): void {
    while (this.drawing.size < this.limits.slots) {
      const next = [...this.waiting.keys()].find((account) => !this.drawing.has(account));
      if (next === undefined) return;
      const queue = this.waiting.get(next)!;
      const start = queue.shift()!;
      // To the back of the line: every other waiting account goes before its next PDF.
      this.waiting.delete(next);
      if (queue.length > 0) this.waiting.set(next, queue);
      this.drawing.add(next);
      start();
    }
  }
}
