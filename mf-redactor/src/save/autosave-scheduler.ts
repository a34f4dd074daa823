/**
 * The editor's autosave rules (seed 001 §4 Save indicator, §9), kept free of React and the network
 * so they can be tested with a fake clock:
 * - every `intervalMs` the latest snapshot is saved unless its fingerprint equals the last one the
 *   server accepted (the hash of content, font, padding and the page fields);
 * - the indicator shows 'saving', then 'saved' (the text) no sooner than `savedTextAfterMs` after
 *   the save started, then 'idle' (icon only) `savedIconAfterMs` later;
 * - a failed save keeps the snapshot as unsaved ('error') and the next tick tries again;
 * - leaving sends the latest unsaved snapshot at once, even while another save is on its way.
 */

export type SaveIndicatorState = 'idle' | 'saving' | 'saved' | 'error';

/** Why a save runs: the timer, an explicit flush (before another call), or leaving the page. */
export type SaveReason = 'tick' | 'flush' | 'leave' | 'hidden';

export interface SchedulerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The real clock, looked up at call time so jest's fake timers apply. */
export const systemClock: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface AutosaveOptions<S> {
  /** The snapshot's identity for "changed since the last save". */
  fingerprint(snapshot: S): string;
  /** Sends one snapshot; rejects when the server did not take it. */
  save(snapshot: S, reason: SaveReason): Promise<unknown>;
  onStateChange?(state: SaveIndicatorState): void;
  onError?(error: unknown): void;
  intervalMs: number;
  savedTextAfterMs: number;
  savedIconAfterMs: number;
  clock?: SchedulerClock;
}

export class AutosaveScheduler<S> {
  private latest: S;
  private savedFingerprint: string;
  private inFlight: { fingerprint: string; done: Promise<void> } | null = null;
  private interval: unknown = null;
  private indicatorTimer: unknown = null;
  private state: SaveIndicatorState = 'idle';
  private stopped = false;
  private readonly clock: SchedulerClock;

  /** `initial` is what the server already holds. */
  constructor(
    private readonly options: AutosaveOptions<S>,
    initial: S,
  ) {
    this.clock = options.clock ?? systemClock;
    this.latest = initial;
    this.savedFingerprint = options.fingerprint(initial);
  }

  get indicator(): SaveIndicatorState {
    return this.state;
  }

  /** The editor changed something: this is what the next save sends. */
  update(snapshot: S): void {
    this.latest = snapshot;
  }

  /** True while the latest snapshot differs from what the server accepted last. */
  isDirty(): boolean {
    return this.options.fingerprint(this.latest) !== this.savedFingerprint;
  }

  start(): void {
    this.stopped = false;
    if (this.interval !== null) return;
    this.interval = this.clock.setInterval(() => void this.tick(), this.options.intervalMs);
  }

  stop(): void {
    this.stopped = true;
    if (this.interval !== null) this.clock.clearInterval(this.interval);
    this.interval = null;
    if (this.indicatorTimer !== null) this.clock.clearTimeout(this.indicatorTimer);
    this.indicatorTimer = null;
  }

  /** One timer step: saves the latest snapshot when it changed and no save is on its way. */
  async tick(): Promise<void> {
    if (this.inFlight || !this.isDirty()) return;
    await this.run(this.latest, 'tick');
  }

  /** Waits for a save on its way, then saves whatever is still unsaved; rejects if that fails. */
  async flush(): Promise<void> {
    if (this.inFlight) await this.inFlight.done;
    if (!this.isDirty()) return;
    const ok = await this.run(this.latest, 'flush');
    if (!ok) throw new Error('save failed');
  }

  /**
   * Leaving (unmount, page hidden): sends the latest snapshot at once when it is unsaved. The save
   * starts synchronously, so a page that is going away still gets the request out.
   */
  leave(reason: 'leave' | 'hidden' = 'leave'): void {
    const fingerprint = this.options.fingerprint(this.latest);
    if (fingerprint === this.savedFingerprint) return;
    if (this.inFlight?.fingerprint === fingerprint) return;
    void this.run(this.latest, reason);
  }

  /**
   * The same document in another form, with nothing changed (the editor read the HTML of a
   * document never saved from it): becomes the saved state, unless something is already unsaved.
   */
  adopt(snapshot: S): void {
    if (this.isDirty()) return;
    this.latest = snapshot;
    this.savedFingerprint = this.options.fingerprint(snapshot);
  }

  /**
   * The server's copy was replaced (doc-clear): nothing here is worth saving any more, and the
   * timer stops for good.
   */
  discard(): void {
    this.stop();
    this.savedFingerprint = this.options.fingerprint(this.latest);
  }

  private run(snapshot: S, reason: SaveReason): Promise<boolean> {
    const fingerprint = this.options.fingerprint(snapshot);
    const startedAt = this.clock.now();
    this.setState('saving');
    let ok = false;
    const done = (async () => {
      try {
        await this.options.save(snapshot, reason);
        this.savedFingerprint = fingerprint;
        ok = true;
      } catch (error) {
        this.options.onError?.(error);
      }
    })();
    const entry = { fingerprint, done };
    this.inFlight = entry;
    return done.then(() => {
      if (this.inFlight === entry) this.inFlight = null;
      if (ok) this.showSaved(startedAt);
      else if (!this.inFlight) this.setState('error');
      return ok;
    });
  }

  private showSaved(startedAt: number) {
    // A newer save may have started meanwhile: it owns the indicator. Stopped: nobody looks.
    if (this.inFlight || this.stopped) return;
    const waited = this.clock.now() - startedAt;
    const delay = Math.max(0, this.options.savedTextAfterMs - waited);
    this.schedule(delay, () => {
      this.setState('saved');
      this.schedule(this.options.savedIconAfterMs, () => this.setState('idle'));
    });
  }

  private schedule(ms: number, step: () => void) {
    this.indicatorTimer = this.clock.setTimeout(() => {
      this.indicatorTimer = null;
      step();
    }, ms);
  }

  private setState(state: SaveIndicatorState) {
    if (state === 'saving' || state === 'error') {
      if (this.indicatorTimer !== null) this.clock.clearTimeout(this.indicatorTimer);
      this.indicatorTimer = null;
    }
    if (this.state === state) return;
    this.state = state;
    this.options.onStateChange?.(state);
  }
}
