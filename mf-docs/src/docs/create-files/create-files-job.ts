import { DOCS_LIMITS } from '@gramota/contracts';

/** The timing rules of the bulk "create files" job (seed 000 §4, §9). */
export const CREATE_FILES_RULES = {
  maxDocs: DOCS_LIMITS.createFilesMax,
  /** One creator call per second per document. */
  sendIntervalMs: 1000,
  /** Then the status is asked every 4 s until it says ready. */
  pollIntervalMs: 4000,
  /** The bar jumps to 90 % when every document is sent... */
  sentPercent: 90,
  /** ...and to 98 % while the status is polled. */
  pollingPercent: 98,
  /** Meanwhile a timer adds 1 % every 300 ms. */
  tickMs: 300,
  tickPercent: 1,
} as const;

export type JobPhase = 'sending' | 'polling' | 'ready' | 'failed' | 'cancelled';

export interface JobState {
  phase: JobPhase;
  percent: number;
  total: number;
  sent: number;
  error: unknown;
}

export const initialJobState = (total: number): JobState => ({
  phase: 'sending',
  percent: 0,
  total,
  sent: 0,
  error: null,
});

/** The highest value the ticking timer may reach in each phase: it never claims the next step. */
const TICK_CEILING: Record<JobPhase, number> = {
  sending: CREATE_FILES_RULES.sentPercent - 1,
  polling: 99,
  ready: 100,
  failed: 0,
  cancelled: 0,
};

/** +1 % every 300 ms, below the ceiling of the phase; nothing moves once the job has ended. */
export function tick(state: JobState): JobState {
  if (state.phase !== 'sending' && state.phase !== 'polling') return state;
  const percent = Math.min(
    TICK_CEILING[state.phase],
    state.percent + CREATE_FILES_RULES.tickPercent,
  );
  return percent > state.percent ? { ...state, percent } : state;
}

/** A document was sent; after the last one the bar is set to 90 % and polling starts. */
export function documentSent(state: JobState): JobState {
  const sent = state.sent + 1;
  if (sent < state.total) return { ...state, sent };
  return {
    ...state,
    sent,
    phase: 'polling',
    percent: Math.max(state.percent, CREATE_FILES_RULES.sentPercent),
  };
}

/** A status answer that is not ready yet: 98 % while polling goes on. */
export function statusPending(state: JobState): JobState {
  return { ...state, percent: Math.max(state.percent, CREATE_FILES_RULES.pollingPercent) };
}

export const statusReady = (state: JobState): JobState => ({
  ...state,
  phase: 'ready',
  percent: 100,
});

export const jobFailed = (state: JobState, error: unknown): JobState => ({
  ...state,
  phase: 'failed',
  error,
});

/** The status said a file could not be made ('error'): the job ends instead of polling on. */
export class FilesNotMade extends Error {
  override name = 'FilesNotMade';
}

export interface CreateFilesCalls {
  /** One creator call; resolves to the id of the file being made (or rejects). */
  send(docId: string): Promise<string | undefined>;
  /** Whether every file is ready, given the ids the sends answered; throws FilesNotMade when one failed. */
  isReady(fileIds: readonly string[]): Promise<boolean>;
  onChange(state: JobState): void;
}

export interface Clock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const globalClock: Clock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * Runs the job: sends the documents one per second, then polls every 4 s until ready, with the
 * progress rules above. The first failed call ends it (the state carries the error), so a
 * server that cannot make files yet says so at once instead of pretending.
 */
export function runCreateFilesJob(
  docIds: readonly string[],
  calls: CreateFilesCalls,
  clock: Clock = globalClock,
): { cancel(): void; done: Promise<JobState> } {
  let state = initialJobState(docIds.length);
  let stopped = false;
  // Timers of the waits in progress, with their resolvers, so that cancel ends them too.
  const pending = new Map<unknown, () => void>();
  const update = (next: JobState) => {
    if (stopped && next.phase !== 'cancelled') return;
    state = next;
    calls.onChange(state);
  };
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const handle = clock.setTimeout(() => {
        pending.delete(handle);
        resolve();
      }, ms);
      pending.set(handle, resolve);
    });
  const ticker = clock.setInterval(() => update(tick(state)), CREATE_FILES_RULES.tickMs);
  const finish = () => {
    clock.clearInterval(ticker);
    pending.forEach((resolve, handle) => {
      clock.clearTimeout(handle);
      resolve();
    });
    pending.clear();
  };

  const run = async (): Promise<JobState> => {
    update(state);
    const fileIds: string[] = [];
    try {
      for (const [index, docId] of docIds.entries()) {
        if (index > 0) await wait(CREATE_FILES_RULES.sendIntervalMs);
        if (stopped) return state;
        fileIds.push((await calls.send(docId)) ?? docId);
        update(documentSent(state));
      }
      for (;;) {
        await wait(CREATE_FILES_RULES.pollIntervalMs);
        if (stopped) return state;
        if (await calls.isReady(fileIds)) {
          update(statusReady(state));
          return state;
        }
        update(statusPending(state));
      }
    } catch (error) {
      update(jobFailed(state, error));
      return state;
    } finally {
      finish();
    }
  };

  const done = run();
  return {
    done,
    cancel() {
      if (stopped) return;
      stopped = true;
      finish();
      update({ ...state, phase: 'cancelled' });
    },
  };
}
