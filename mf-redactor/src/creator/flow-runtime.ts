import { CREATOR_LIMITS, type CreatorSuffix, type CreatorType } from '@gramota/contracts';
import { systemClock, type SchedulerClock } from '../save/autosave-scheduler';
import { CreatorCallError, type CreatorPorts } from './creator-ports';
import type { CreatorEvent, CreatorSnapshot, CreatorView } from './creator-view';

/** The flow's waits (seed 001 §4, §9); the donate countdown's length is not in the seeds. */
export const CREATOR_TIMING = {
  paidPollMs: CREATOR_LIMITS.paidPollMilliseconds,
  /** After the free wait the status is asked at the same pace. */
  freePollMs: CREATOR_LIMITS.paidPollMilliseconds,
  countdownTickMs: 1000,
  donateCountdownSeconds: 10,
  telegramPollMs: 2000,
  telegramSendAfterMs: 2000,
  popupWatchMs: 1000,
  directLinkAfterMs: 10000,
  backgroundReadyHideMs: 7000,
} as const;

/** The file being made in this run. */
export interface Job {
  type: CreatorType;
  doc: string;
  filename: string;
  background: boolean;
}

export interface CreatorFlowOptions {
  ports: CreatorPorts;
  onEvent(event: CreatorEvent): void;
  clock?: SchedulerClock;
}

export const errorText = (error: unknown) => (error instanceof CreatorCallError ? error.text : '');

/**
 * The flow's plumbing: a tiny external store (dialogs and the banner read its snapshot), runs and
 * timers. Every start and every cancel begins a new run; timers and answers of an older run are
 * ignored, so closing a dialog stops the polling for good.
 */
export abstract class FlowRuntime {
  private snapshot: CreatorSnapshot = { view: { phase: 'idle' }, templateCount: 0 };
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Set<unknown>();
  private readonly clock: SchedulerClock;
  protected run = 0;
  protected job: Job | null = null;
  /** Where the flow goes on once the e-mail form succeeds: make the file, or send the made one. */
  protected afterEmail: { type: CreatorType; doc: string | null } | null = null;

  constructor(protected readonly options: CreatorFlowOptions) {
    this.clock = options.clock ?? systemClock;
  }

  /** Makes the file (the creator call); the delivery steps call it again after the e-mail form. */
  protected abstract create(type: CreatorType, suffix: CreatorSuffix | undefined): Promise<void>;
  /** Asks the status until the file is made, then delivers it. */
  protected abstract poll(delay: number): void;

  getSnapshot = (): CreatorSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get view(): CreatorView {
    return this.snapshot.view;
  }

  /** The dialog was closed (button, Escape, backdrop) or the banner dismissed: stop everything. */
  cancel(): void {
    this.begin();
    this.show({ phase: 'idle' });
  }

  /** The screen goes away: no timer may outlive it. */
  dispose(): void {
    this.begin();
    this.listeners.clear();
  }

  protected show(view: CreatorView) {
    this.snapshot = { ...this.snapshot, view };
    this.listeners.forEach((listener) => listener());
  }

  protected setTemplateCount(count: number) {
    if (!Number.isFinite(count) || count === this.snapshot.templateCount) return;
    this.snapshot = { ...this.snapshot, templateCount: count };
    this.listeners.forEach((listener) => listener());
  }

  protected freeSuffix(): CreatorSuffix | undefined {
    return this.options.ports.context().proAllowed ? undefined : 'free';
  }

  /** A delivery call; undefined when it failed (already reported) or the run is over. */
  protected async call<T>(run: number, request: () => Promise<T>): Promise<T | undefined> {
    try {
      const answer = await request();
      return run === this.run ? answer : undefined;
    } catch (error) {
      this.failed(run, error);
      return undefined;
    }
  }

  protected finish(event: CreatorEvent) {
    this.show({ phase: 'idle' });
    this.emit(event);
  }

  protected failed(run: number, error: unknown) {
    if (run !== this.run) return;
    this.finish({ kind: 'failed', text: errorText(error) });
  }

  protected emit(event: CreatorEvent) {
    this.options.onEvent(event);
  }

  /** A new run: every timer and answer of the previous one is void. */
  protected begin() {
    this.run += 1;
    this.timers.forEach((handle) => this.clock.clearTimeout(handle));
    this.timers.clear();
    this.afterEmail = null;
  }

  protected after(ms: number, step: () => void | Promise<void>) {
    const run = this.run;
    const handle = this.clock.setTimeout(() => {
      this.timers.delete(handle);
      if (run === this.run) void step();
    }, ms);
    this.timers.add(handle);
  }
}
