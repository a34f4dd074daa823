import {
  SPREADSHEET_LIMITS,
  type MassCreateAnswer,
  type MassStatusAnswer,
} from '@gramota/contracts';
import {
  callErrorText,
  FlowCallError,
  FlowRuns,
  SnapshotStore,
  type FlowClock,
} from '@gramota/flow';
import type { MassWarning } from './mass-checks';
import type { MassPorts } from './mass-ports';
import type { PreparedRow, PreparedRun } from './prepare-names';
import type { ComposedRun } from './row-compose';
import type { MassEvent, MassFile, MassView } from './mass-view';

/**
 * A row that gets no answer this many times in a row ends the run: the retry every 3 s is for a
 * dropped connection, not for a server that keeps failing.
 */
export const MASS_ATTEMPTS_MAX = 10;
/** The bar creeps up to here while rows are sent; the real steps are 90 and 98 (seed 001 §4). */
const SENDING_CEILING = SPREADSHEET_LIMITS.progressSent - 1;

export interface MassFlowOptions {
  ports: MassPorts;
  onEvent(event: MassEvent): void;
  clock?: FlowClock;
}

type Running = Extract<MassView, { phase: 'running' }>;

/**
 * Mass creation from the table (seed 001 §4 Spreadsheet create flow, §6 Spreadsheet create), free
 * of React and the network so every wait is tested with a fake clock: PRO and the row count,
 * the names declined and genders found (issue 29), the checks (shown whenever names or genders
 * are in play, so the teacher sees each name as it prints), saving, one row at a time (about 1 s
 * after a success, 3 s after a failure, the same mass_id so a resent row is the same job), the
 * status poll every 4 s, the ready files. The progress bar rises 1 % every 400 ms, is 90 % once
 * every row is sent and 98 % while polling.
 */
export class MassFlow {
  private readonly store = new SnapshotStore<MassView>({ phase: 'idle' });
  private readonly runs: FlowRuns;
  private composed: ComposedRun | null = null;
  private rows: PreparedRow[] = [];
  private files: MassFile[] = [];
  private massId = '';

  constructor(private readonly options: MassFlowOptions) {
    this.runs = new FlowRuns(options.clock);
  }

  getSnapshot = (): MassView => this.store.getSnapshot();
  subscribe = (listener: () => void) => this.store.subscribe(listener);

  get view(): MassView {
    return this.store.getSnapshot();
  }

  /** The teacher's click: the run composed from the table, and whether the account has PRO. */
  start(run: ComposedRun, isPro: boolean): void {
    if (this.view.phase !== 'idle') return;
    if (!isPro) return this.emit({ kind: 'need-pro' });
    if (run.problem || run.rows.length === 0)
      return this.emit({ kind: 'no-rows', reason: run.problem ?? 'no-data' });
    if (run.rows.length > SPREADSHEET_LIMITS.massRowsMax)
      return this.emit({ kind: 'too-many', count: run.rows.length });
    this.composed = run;
    this.runs.begin();
    void this.check(false);
  }

  /**
   * The teacher fixed something in the check (a gender, a name's form): the same rows composed
   * from the table again, declined and checked again while the check stays open.
   */
  recheck(run: ComposedRun): void {
    const view = this.view;
    if (view.phase !== 'warnings') return;
    if (run.problem || run.rows.length === 0) {
      this.cancel();
      return this.emit({ kind: 'no-rows', reason: run.problem ?? 'no-data' });
    }
    this.composed = run;
    this.runs.begin();
    this.show({ ...view, busy: true });
    void this.check(true);
  }

  /** The warnings modal's "Create anyway". */
  createAnyway(): void {
    if (this.view.phase !== 'warnings' || this.view.busy) return;
    void this.run();
  }

  /** The warnings modal's "Fix" next to a row: back to the table at that row. */
  fix(row: number): void {
    if (this.view.phase !== 'warnings') return;
    this.cancel();
    this.emit({ kind: 'fix', row });
  }

  /** A modal was closed (button, Escape, ×): every timer and answer of the run is void. */
  cancel(): void {
    this.runs.begin();
    this.show({ phase: 'idle' });
  }

  dispose(): void {
    this.runs.begin();
    this.store.clear();
  }

  // --- checks ---------------------------------------------------------------------------------

  private async check(again: boolean) {
    const run = this.runs.current;
    if (!again) this.show({ phase: 'checking' });
    let prepared: PreparedRun;
    try {
      prepared = await this.options.ports.prepare(this.composed!);
    } catch (error) {
      // Printing the names undeclined would be wrong without a word: nothing is made.
      if (!this.runs.isCurrent(run)) return;
      const code = error instanceof FlowCallError ? error.code : undefined;
      return this.finish({ kind: 'names-failed', text: callErrorText(error), code });
    }
    if (!this.runs.isCurrent(run)) return;
    this.rows = prepared.rows;
    let warnings: MassWarning[];
    try {
      warnings = await this.options.ports.check(this.rows, () => this.runs.isCurrent(run), again);
    } catch {
      // The checks only advise: when they cannot run, the teacher still gets the files.
      warnings = [];
    }
    if (!this.runs.isCurrent(run)) return;
    if (warnings.length > 0 || prepared.showNames || again)
      return this.show({
        phase: 'warnings',
        warnings,
        rows: this.rows,
        showNames: prepared.showNames,
        busy: false,
      });
    await this.run();
  }

  // --- the run --------------------------------------------------------------------------------

  private async run() {
    this.runs.begin();
    const run = this.runs.current;
    this.files = [];
    this.show({
      phase: 'running',
      percent: 0,
      sent: 0,
      total: this.rows.length,
      retrying: false,
      polling: false,
    });
    this.tick();
    let saved: boolean;
    try {
      saved = await this.options.ports.saveNow();
    } catch {
      saved = false;
    }
    if (!this.runs.isCurrent(run)) return;
    if (!saved) return this.finish({ kind: 'not-saved' });
    this.massId = this.options.ports.newMassId();
    await this.send(0, 1);
  }

  /** +1 % every 400 ms while rows are being sent. */
  private tick() {
    this.runs.after(SPREADSHEET_LIMITS.progressTickMs, () => {
      const view = this.running();
      if (!view || view.polling || view.sent === view.total) return;
      this.update({ percent: Math.min(SENDING_CEILING, view.percent + 1) });
      this.tick();
    });
  }

  private async send(index: number, attempt: number): Promise<void> {
    const run = this.runs.current;
    const row = this.rows[index]!;
    let answer: MassCreateAnswer | null;
    try {
      answer = await this.options.ports.create(this.massId, row.values, row.index, row.gender);
    } catch (error) {
      if (!this.runs.isCurrent(run)) return;
      answer = null;
      if (attempt >= MASS_ATTEMPTS_MAX)
        return this.finish({ kind: 'failed', text: callErrorText(error) });
    }
    if (!this.runs.isCurrent(run)) return;
    if (answer?.result === 'error')
      return this.finish({
        kind: 'refused',
        text: answer.error_text ?? '',
        code: answer.error_code,
      });
    if (!answer || answer.result !== 'success' || !answer.doc) {
      if (attempt >= MASS_ATTEMPTS_MAX)
        return this.finish({ kind: 'failed', text: answer?.error_text ?? '' });
      this.update({ retrying: true });
      return this.runs.after(SPREADSHEET_LIMITS.retryMs, () => this.send(index, attempt + 1));
    }
    this.files.push({ row: row.index, job: answer.doc, filename: answer.filename, status: 'wait' });
    const sent = index + 1;
    if (sent < this.rows.length) {
      this.update({ sent, retrying: false });
      return this.runs.after(SPREADSHEET_LIMITS.sendGapMs, () => this.send(sent, 1));
    }
    this.update({ sent, retrying: false, percent: SPREADSHEET_LIMITS.progressSent });
    this.runs.after(SPREADSHEET_LIMITS.statusPollMs, () => this.poll());
  }

  // --- polling --------------------------------------------------------------------------------

  private async poll(): Promise<void> {
    const run = this.runs.current;
    this.update({ polling: true, percent: SPREADSHEET_LIMITS.progressPolling });
    let answer: MassStatusAnswer | null = null;
    try {
      answer = await this.options.ports.status(this.files.map((file) => file.job));
    } catch {
      // No answer: ask again at the next beat; the jobs go on on the server meanwhile.
    }
    if (!this.runs.isCurrent(run)) return;
    if (answer) {
      this.files = this.files.map((file) => ({
        ...file,
        status: answer.docs[file.job] ?? (answer.status === 'ready' ? 'ready' : file.status),
      }));
      const waiting = this.files.some((file) => file.status === 'wait');
      if (answer.status === 'ready' || (answer.status === 'error' && !waiting)) {
        if (answer.status === 'error' && !this.files.some((file) => file.status === 'error'))
          this.files = this.files.map((file) => ({ ...file, status: 'error' }));
        this.runs.begin();
        return this.show({ phase: 'ready', files: this.files });
      }
    }
    this.runs.after(SPREADSHEET_LIMITS.statusPollMs, () => this.poll());
  }

  // --- plumbing -------------------------------------------------------------------------------

  private running(): Running | null {
    const { view } = this;
    return view.phase === 'running' ? view : null;
  }

  private update(change: Partial<Omit<Running, 'phase'>>) {
    const view = this.running();
    if (view) this.show({ ...view, ...change });
  }

  private finish(event: MassEvent) {
    this.cancel();
    this.emit(event);
  }

  private emit(event: MassEvent) {
    this.options.onEvent(event);
  }

  private show(view: MassView) {
    this.store.set(view);
  }
}
