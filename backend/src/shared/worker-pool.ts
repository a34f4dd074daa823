import fs from 'node:fs';
import path from 'node:path';
import {
  parentPort,
  Worker,
  type ResourceLimits,
  type TransferListItem,
} from 'node:worker_threads';

/**
 * A small pool of worker threads for work that must not run on the event loop (reading untrusted
 * tables: issue 28 finding 1). Each job has a time limit and each worker a memory limit: a job
 * past either is answered with a WorkerJobError and its worker is ended and replaced, so one
 * hostile input costs one worker for at most `timeoutMs`, never the server. At most `size` jobs
 * run at once and at most `queueMax` wait; past that, `run` refuses at once ('busy').
 *
 * The worker script answers `{ id, value }` or `{ id, error }` to each `{ id, input }` message
 * (see `serveWorkerJobs`).
 */

export type WorkerJobFailure = 'busy' | 'timeout' | 'memory' | 'crashed' | 'stopped';

export class WorkerJobError extends Error {
  constructor(readonly reason: WorkerJobFailure) {
    super(`worker job ${reason}`);
    this.name = 'WorkerJobError';
  }
}

export interface WorkerPoolOptions {
  /**
   * The worker's module without its extension: `<name>.js` when it exists (the built app),
   * else `<name>.ts` compiled as it loads (tests running the sources).
   */
  script: string;
  /** Jobs at once (threads). */
  size: number;
  /** Jobs that may wait for a thread; more are refused with 'busy'. */
  queueMax: number;
  /** A job's time limit, from when a thread takes it. */
  timeoutMs: number;
  /** A thread's heap limit (V8 old generation), MB. */
  memoryMb: number;
}

interface Job {
  input: unknown;
  transfer: TransferListItem[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  /** The thread has loaded its script (the time limit starts when it can work). */
  ready: boolean;
  job?: { id: number; job: Job; timer?: NodeJS.Timeout };
}

/** Counters for tests and metrics. */
export interface WorkerPoolStats {
  started: number;
  ended: number;
  running: number;
  queued: number;
}

/**
 * The code a thread starts with. A `.js` worker (the built app) is simply required; a `.ts` worker
 * (tests on the sources) first installs the test harness's TypeScript loader, which compiles with
 * @swc/core as jest does and maps the workspace packages to their sources.
 */
function bootstrap(file: string): string {
  if (file.endsWith('.js')) return `require(${JSON.stringify(file)});`;
  const loader = path.resolve(
    __dirname,
    '..',
    '..',
    '..',
    'packages',
    'app-harness',
    'ts-require.cjs',
  );
  return `require(${JSON.stringify(loader)}).installTsRequire();\nrequire(${JSON.stringify(file)});\n`;
}

function scriptFile(script: string): string {
  const js = `${script}.js`;
  if (fs.existsSync(js)) return js;
  const ts = `${script}.ts`;
  if (fs.existsSync(ts)) return ts;
  throw new Error(`worker script ${script}.js not found`);
}

export class WorkerPool<Input, Output> {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly file: string;
  private readonly limits: ResourceLimits;
  private nextId = 1;
  private stopped = false;
  readonly stats: WorkerPoolStats = { started: 0, ended: 0, running: 0, queued: 0 };

  constructor(private readonly options: WorkerPoolOptions) {
    this.file = scriptFile(options.script);
    this.limits = {
      maxOldGenerationSizeMb: options.memoryMb,
      maxYoungGenerationSizeMb: Math.max(4, Math.min(32, Math.floor(options.memoryMb / 8))),
      stackSizeMb: 4,
    };
  }

  /** Runs one job; rejects with WorkerJobError when refused or stopped, else the job's error. */
  run(input: Input, transfer: TransferListItem[] = []): Promise<Output> {
    if (this.stopped) return Promise.reject(new WorkerJobError('stopped'));
    return new Promise<Output>((resolve, reject) => {
      const job: Job = {
        input,
        transfer,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      const idle = this.idleSlot();
      if (idle) return this.start(idle, job);
      if (this.queue.length >= this.options.queueMax) {
        reject(new WorkerJobError('busy'));
        return;
      }
      this.queue.push(job);
      this.stats.queued = this.queue.length;
    });
  }

  /** Ends every thread; waiting and running jobs are refused with 'stopped'. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const job of this.queue.splice(0)) job.reject(new WorkerJobError('stopped'));
    this.stats.queued = 0;
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.job) this.finish(slot, (job) => job.reject(new WorkerJobError('stopped')));
        return slot.worker.terminate();
      }),
    );
  }

  /** A thread with no job, started when fewer than `size` exist. */
  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => !slot.job);
    if (idle) return idle;
    if (this.slots.length >= this.options.size) return undefined;
    const slot = this.spawn();
    this.slots.push(slot);
    return slot;
  }

  private spawn(): Slot {
    const worker = new Worker(bootstrap(this.file), {
      eval: true,
      resourceLimits: this.limits,
      // The thread's output is the server's log; its own env is the server's.
      stdout: false,
      stderr: false,
    });
    this.stats.started += 1;
    const slot: Slot = { worker, ready: false };
    worker.on(
      'message',
      (message: { id: number; ready?: true; value?: unknown; error?: unknown }) => {
        if (message.ready) {
          slot.ready = true;
          if (slot.job) this.post(slot);
          return;
        }
        if (!slot.job || slot.job.id !== message.id) return;
        this.finish(slot, (job) =>
          'error' in message ? job.reject(message.error) : job.resolve(message.value),
        );
        this.next(slot);
      },
    );
    worker.on('error', (error: Error & { code?: string }) => {
      const reason = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed';
      this.replace(slot, reason);
    });
    worker.on('exit', () => this.replace(slot, 'crashed'));
    // An idle thread does not keep the process alive (tests, a draining server).
    worker.unref();
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = { id: this.nextId++, job };
    this.stats.running += 1;
    slot.worker.ref();
    if (slot.ready) this.post(slot);
  }

  /** Sends the slot's job to its thread and starts the job's time limit. */
  private post(slot: Slot): void {
    const running = slot.job!;
    running.timer = setTimeout(() => this.replace(slot, 'timeout'), this.options.timeoutMs);
    slot.worker.postMessage({ id: running.id, input: running.job.input }, running.job.transfer);
  }

  private finish(slot: Slot, settle: (job: Job) => void): void {
    const running = slot.job;
    if (!running) return;
    clearTimeout(running.timer);
    slot.job = undefined;
    this.stats.running -= 1;
    slot.worker.unref();
    settle(running.job);
  }

  /** Hands the next waiting job to this thread. */
  private next(slot: Slot): void {
    const job = this.queue.shift();
    this.stats.queued = this.queue.length;
    if (job) this.start(slot, job);
  }

  /** Ends a thread (time or memory limit, crash); its job is refused, the queue goes on. */
  private replace(slot: Slot, reason: WorkerJobFailure): void {
    const at = this.slots.indexOf(slot);
    if (at === -1) return;
    this.slots.splice(at, 1);
    this.stats.ended += 1;
    this.finish(slot, (job) => job.reject(new WorkerJobError(reason)));
    void slot.worker.terminate();
    if (this.stopped) return;
    const job = this.queue.shift();
    this.stats.queued = this.queue.length;
    if (job) {
      const fresh = this.idleSlot();
      if (fresh) this.start(fresh, job);
      else this.queue.unshift(job);
    }
  }
}

/**
 * The worker side: answers each job with `work(input)`'s value, or with `failure(error)` when it
 * throws (the pool rejects the caller's promise with that).
 */
export function serveWorkerJobs<Input, Output>(
  work: (input: Input) => Promise<Output> | Output,
  failure: (error: unknown) => unknown,
): void {
  if (!parentPort) throw new Error('serveWorkerJobs runs in a worker thread');
  const port = parentPort;
  port.on('message', (message: { id: number; input: Input }) => {
    void (async () => {
      try {
        port.postMessage({ id: message.id, value: await work(message.input) });
      } catch (error) {
        port.postMessage({ id: message.id, error: failure(error) });
      }
    })();
  });
  port.postMessage({ ready: true });
}
