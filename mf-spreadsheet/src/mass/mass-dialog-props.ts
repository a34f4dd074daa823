import type { MassFlow } from './mass-flow';

/** What every mass creation dialog gets: the flow (read live) and the screen's actions. */
export interface MassDialogProps {
  flow: MassFlow;
  /** Ready files' view of the run: /app/ready/mass/{ids}/. */
  onOpenFiles(jobIds: string[]): void;
  close: () => void;
}
