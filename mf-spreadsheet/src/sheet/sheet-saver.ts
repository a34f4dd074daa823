/**
 * When the table is saved (seed 001 §9, §4): 20 s after it loads, and after each change once the
 * teacher pauses (debounced); the indicator goes 'saving' → 'saved' → 'idle' (the icon alone)
 * 3 s later; a failed save says 'error' and the next change or saveNow tries again. Free of React
 * and the network, so it is tested with fake timers.
 */
import { SPREADSHEET_LIMITS, type SpreadsheetTable } from '@gramota/contracts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** A pause in editing this long saves the table. */
export const SAVE_DEBOUNCE_MS = 2_000;

export interface SheetSaverOptions {
  save(table: SpreadsheetTable): Promise<void>;
  onState(state: SaveState): void;
  afterLoadMs?: number;
  debounceMs?: number;
  iconAfterMs?: number;
}

export class SheetSaver {
  private latest: SpreadsheetTable;
  /** What the server holds (the loaded table counts as held: leaving unchanged saves nothing). */
  private savedFingerprint: string;
  private loadTimer: ReturnType<typeof setTimeout> | null = null;
  private changeTimer: ReturnType<typeof setTimeout> | null = null;
  private iconTimer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<boolean> | null = null;
  private stopped = false;
  private readonly afterLoadMs: number;
  private readonly debounceMs: number;
  private readonly iconAfterMs: number;

  constructor(
    private readonly options: SheetSaverOptions,
    initial: SpreadsheetTable,
  ) {
    this.latest = initial;
    this.savedFingerprint = fingerprint(initial);
    this.afterLoadMs = options.afterLoadMs ?? SPREADSHEET_LIMITS.saveAfterLoadMs;
    this.debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
    this.iconAfterMs = options.iconAfterMs ?? SPREADSHEET_LIMITS.saveIconMs;
  }

  /** The table is on screen: the first save runs 20 s later. */
  start(): void {
    this.stopped = false;
    this.loadTimer = setTimeout(() => {
      this.loadTimer = null;
      void this.run(true);
    }, this.afterLoadMs);
  }

  /** The table changed: saved when nothing else changes for a moment. */
  change(table: SpreadsheetTable): void {
    this.latest = table;
    if (this.stopped) return;
    if (this.changeTimer) clearTimeout(this.changeTimer);
    this.changeTimer = setTimeout(() => {
      this.changeTimer = null;
      void this.run(false);
    }, this.debounceMs);
  }

  /** Saves the latest table at once (before a mass run); false when it could not be saved. */
  async saveNow(table?: SpreadsheetTable): Promise<boolean> {
    if (table) this.latest = table;
    if (this.changeTimer) clearTimeout(this.changeTimer);
    this.changeTimer = null;
    if (this.inFlight) await this.inFlight;
    if (!this.isDirty()) return true;
    return this.run(false);
  }

  /** Leaving: what is unsaved goes now; no timer runs after this. */
  leave(): void {
    const dirty = this.isDirty();
    this.stop();
    if (dirty) void this.send();
  }

  stop(): void {
    this.stopped = true;
    for (const timer of [this.loadTimer, this.changeTimer, this.iconTimer])
      if (timer) clearTimeout(timer);
    this.loadTimer = this.changeTimer = this.iconTimer = null;
  }

  private isDirty(): boolean {
    return this.savedFingerprint !== fingerprint(this.latest);
  }

  private async send(): Promise<boolean> {
    const table = this.latest;
    try {
      await this.options.save(table);
      this.savedFingerprint = fingerprint(table);
      return true;
    } catch {
      return false;
    }
  }

  /** `always`: the save after load runs even when nothing changed (the first table is stored). */
  private run(always: boolean): Promise<boolean> {
    if (!always && !this.isDirty()) return Promise.resolve(true);
    if (this.iconTimer) clearTimeout(this.iconTimer);
    this.iconTimer = null;
    this.options.onState('saving');
    const done = (async () => {
      if (this.inFlight) await this.inFlight;
      const ok = await this.send();
      if (this.stopped) return ok;
      this.options.onState(ok ? 'saved' : 'error');
      if (ok)
        this.iconTimer = setTimeout(() => {
          this.iconTimer = null;
          this.options.onState('idle');
        }, this.iconAfterMs);
      return ok;
    })();
    this.inFlight = done;
    void done.finally(() => {
      if (this.inFlight === done) this.inFlight = null;
    });
    return done;
  }
}

function fingerprint(table: SpreadsheetTable): string {
  return JSON.stringify([table.columns, table.data, table.settings]);
}
