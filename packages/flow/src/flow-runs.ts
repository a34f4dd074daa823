import { systemFlowClock, type FlowClock } from './flow-clock';

/**
 * Runs and timers of a flow. Every start and every cancel begins a new run; timers and answers
 * of an older run are ignored, so closing a dialog stops the polling for good.
 */
export class FlowRuns {
  private run = 0;
  private readonly timers = new Set<unknown>();

  constructor(private readonly clock: FlowClock = systemFlowClock) {}

  /** The run now going on: compare it after an await with `isCurrent`. */
  get current(): number {
    return this.run;
  }

  isCurrent(run: number): boolean {
    return run === this.run;
  }

  /** A new run: every timer and answer of the previous one is void. */
  begin(): void {
    this.run += 1;
    this.timers.forEach((handle) => this.clock.clearTimeout(handle));
    this.timers.clear();
  }

  /** `step` after `ms`, unless a new run began meanwhile. */
  after(ms: number, step: () => void | Promise<void>): void {
    const run = this.run;
    const handle = this.clock.setTimeout(() => {
      this.timers.delete(handle);
      if (run === this.run) void step();
    }, ms);
    this.timers.add(handle);
  }
}
