// Types of app-server.cjs.
import type { IncomingHttpHeaders } from 'node:http';

export interface StartOptions {
  /** Written to DATA_DIR/remotes.json (area -> URL). */
  remotes?: Record<string, string>;
  /** Files written under DATA_DIR/public (served at /data/). */
  publicFiles?: Record<string, string>;
  /** Extra environment for the server process. */
  env?: Record<string, string>;
  /** How long to wait for the first answer (default 60 s). */
  startTimeoutMs?: number;
  /**
   * Listen here instead of a fresh free port (when another server must know the app's address
   * before it starts, e.g. an identity provider's redirect URI).
   */
  port?: number;
  /** Node options for the server process (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /**
   * Use this data directory (a restart of an earlier app) and leave it in place on stop; default:
   * a fresh temporary one, removed on stop.
   */
  dataDir?: string;
}

export interface RunningApp {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The server process (its memory can be read from /proc/{pid}/status). */
  pid: number;
  /** Everything the server printed so far. */
  logs(): string;
  stop(): Promise<void>;
  /**
   * The process dies at once (SIGKILL), as in a crash or a power cut: nothing is finished or
   * cleaned up, the data directory stays.
   */
  kill(): Promise<void>;
}

export function startApp(options?: StartOptions): Promise<RunningApp>;
/** A TCP port that was free a moment ago. */
export function findFreePort(): Promise<number>;
/** One HTTP GET without a browser, with the header the backend wants on /api calls. */
export function httpGet(
  url: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>;
/** The repository's root folder. */
export const repoRoot: string;
