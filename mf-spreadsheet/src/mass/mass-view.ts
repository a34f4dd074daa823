import type { MassWarning } from './mass-checks';
import type { PreparedRow } from './prepare-names';
import type { NoRowsReason } from './row-compose';

/** One row's file of a run: its creator job and, once polled, how it went. */
export interface MassFile {
  /** Index of the row in the table's data. */
  row: number;
  job: string;
  filename: string;
  status: 'ready' | 'wait' | 'error';
}

/** What the mass creation modal shows. */
export type MassView =
  | { phase: 'idle' }
  /** Declining the names, measuring the rows against their pages. */
  | { phase: 'checking' }
  /**
   * "Check before making": the warnings, and every row's name as it prints with its gender when
   * `showNames`. `busy` while the check is made again after the teacher's fix.
   */
  | {
      phase: 'warnings';
      warnings: MassWarning[];
      rows: PreparedRow[];
      showNames: boolean;
      busy: boolean;
    }
  | {
      phase: 'running';
      percent: number;
      sent: number;
      total: number;
      /** The last call failed; the same row goes again in a moment. */
      retrying: boolean;
      /** Every row is sent; the files are being made. */
      polling: boolean;
    }
  | { phase: 'ready'; files: MassFile[] };

export type MassPhase = MassView['phase'];

/** What the flow hands to the screen rather than showing as its own modal. */
export type MassEvent =
  | { kind: 'need-pro' }
  /** Nothing to make, and why. */
  | { kind: 'no-rows'; reason: NoRowsReason }
  /** The names could not be declined (no answer or a refusal): nothing is made. */
  | { kind: 'names-failed'; text: string; code?: string }
  | { kind: 'too-many'; count: number }
  | { kind: 'not-saved' }
  /** The server refused a row (result 'error'): its text and code. */
  | { kind: 'refused'; text: string; code?: string }
  /** No answer to a row after every retry. */
  | { kind: 'failed'; text: string }
  /** A warning's "Fix": the grid shows that row. */
  | { kind: 'fix'; row: number };
