/**
 * The template editor's autosave (seed 001 §4 Workshop editor, §9), free of React and the network
 * so a fake clock can drive it:
 * - every `intervalMs` (5 s) the scene is saved when it differs from the last one the server took;
 * - the indicator shows 'saving', then 'saved' (the text 'all changes saved') once the save is
 *   done and at least `savedTextAfterMs` (1 s) after it began, then 'idle' (the icon alone)
 *   `savedIconAfterMs` (5 s) later;
 * - a failed save shows 'error' and the next tick tries again;
 * - flush() saves now (Ready, leaving) and resolves once the server holds the latest scene.
 */
export type SaveIndicatorState = 'idle' | 'saving' | 'saved' | 'error';

export interface SceneAutosaveOptions<S> {
  save(scene: S): Promise<unknown>;
  onStateChange(state: SaveIndicatorState): void;
  intervalMs: number;
  savedTextAfterMs: number;
  savedIconAfterMs: number;
}

const fingerprint = (scene: unknown) => JSON.stringify(scene);

export class SceneAutosave<S> {
  private latest: S;
  private savedFingerprint: string;
  private inFlight: Promise<void> | null = null;
  private interval: ReturnType<typeof setInterval> | null = null;
  private indicatorTimer: ReturnType<typeof setTimeout> | null = null;
  private state: SaveIndicatorState = 'idle';
  private savedCount = 0;

  /** `initial`: the scene the server already holds. */
  constructor(
    private readonly options: SceneAutosaveOptions<S>,
    initial: S,
  ) {
    this.latest = initial;
    this.savedFingerprint = fingerprint(initial);
  }

  update(scene: S): void {
    this.latest = scene;
  }

  /** How many saves the server has taken since the editor opened. */
  saves(): number {
    return this.savedCount;
  }

  /** The scene not yet saved (what leaving sends along). */
  current(): S {
    return this.latest;
  }

  isDirty(): boolean {
    return fingerprint(this.latest) !== this.savedFingerprint;
  }

  start(): void {
    if (this.interval !== null) return;
    this.interval = setInterval(() => {
      if (!this.inFlight && this.isDirty()) this.saveLatest().catch(() => undefined);
    }, this.options.intervalMs);
  }

  stop(): void {
    if (this.interval !== null) clearInterval(this.interval);
    if (this.indicatorTimer !== null) clearTimeout(this.indicatorTimer);
    this.interval = null;
    this.indicatorTimer = null;
  }

  /** Saves whatever is unsaved now; rejects when the server did not take it. */
  async flush(): Promise<void> {
    if (this.inFlight) await this.inFlight.catch(() => undefined);
    if (this.isDirty()) await this.saveLatest();
  }

  private setState(state: SaveIndicatorState) {
    if (this.state === state) return;
    this.state = state;
    this.options.onStateChange(state);
  }

  private later(ms: number, then: () => void) {
    if (this.indicatorTimer !== null) clearTimeout(this.indicatorTimer);
    this.indicatorTimer = setTimeout(() => {
      this.indicatorTimer = null;
      then();
    }, ms);
  }

  private saveLatest(): Promise<void> {
    const scene = this.latest;
    const sent = fingerprint(scene);
    const startedAt = Date.now();
    if (this.indicatorTimer !== null) clearTimeout(this.indicatorTimer);
    this.setState('saving');
    const done = this.options.save(scene).then(
      () => {
        this.savedFingerprint = sent;
        this.savedCount += 1;
        this.inFlight = null;
        const wait = Math.max(0, this.options.savedTextAfterMs - (Date.now() - startedAt));
        this.later(wait, () => {
          this.setState('saved');
          this.later(this.options.savedIconAfterMs, () => this.setState('idle'));
        });
      },
      (error: unknown) => {
        this.inFlight = null;
        this.setState('error');
        throw error;
      },
    );
    this.inFlight = done;
    return done;
  }
}
