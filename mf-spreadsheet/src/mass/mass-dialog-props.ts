import type { PupilGender } from '@gramota/contracts';
import type { MassFlow } from './mass-flow';

/** What every mass creation dialog gets: the flow (read live) and the screen's actions. */
export interface MassDialogProps {
  flow: MassFlow;
  /** Ready files' view of the run: /app/ready/mass/{ids}/. */
  onOpenFiles(jobIds: string[]): void;
  /** The check's gender select: writes the row's gender into the table, then checks again. */
  onGender(row: number, gender: PupilGender): void;
  /** A doubtful name confirmed or corrected: `form` prints for it from now on, then check again. */
  onCorrect(correctionKey: string, form: string): void;
  close: () => void;
}
