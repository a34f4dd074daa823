import type { CreatorFlow } from '../creator-flow';

/** What every creator dialog gets from the shell's modal host. */
export interface CreatorDialogProps {
  flow: CreatorFlow;
  /** need-select: opens the template gallery. */
  onChangeTemplate(): void;
  /** donate: the payment page. */
  onPay(path: string): void;
  close(): void;
}
