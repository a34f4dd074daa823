import type {
  MassCreateAnswer,
  MassRowValues,
  MassStatusAnswer,
  PupilGender,
} from '@gramota/contracts';
import type { MassWarning } from './mass-checks';
import type { PreparedRun } from './prepare-names';
import type { ComposedRun, MassRow } from './row-compose';

/**
 * Everything the mass flow does outside itself. Calls reject with the delivery package's
 * FlowCallError when there is no answer the flow can read (offline, 5xx).
 */
export interface MassPorts {
  /** Saves the table at once; false when it could not be saved (the run does not start). */
  saveNow(): Promise<boolean>;
  /** A new run id (36 characters): the server gives the same job back for the same id and row. */
  newMassId(): string;
  /** The rows' names declined and genders found (prepare-names.ts over the decline call). */
  prepare(run: ComposedRun): Promise<PreparedRun>;
  /**
   * The pre-run checks of the rows (mass-checks.ts checkRows over a measurer). `again`: the same
   * run checked after a fix, so pages measured before may be reused.
   */
  check(
    rows: readonly MassRow[],
    stillWanted: () => boolean,
    again: boolean,
  ): Promise<MassWarning[]>;
  /** One row; `row` is its index in the table (two rows with the same values are two files). */
  create(
    massId: string,
    values: MassRowValues,
    row: number,
    gender: PupilGender | null,
  ): Promise<MassCreateAnswer>;
  status(jobIds: readonly string[]): Promise<MassStatusAnswer>;
}
