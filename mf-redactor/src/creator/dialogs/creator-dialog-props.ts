import type { DeliveryDialogProps } from '@gramota/delivery';
import type { CreatorFlow } from '../creator-flow';

/** What every creator dialog gets from the shell's modal host (the delivery's dialogs too). */
export interface CreatorDialogProps extends DeliveryDialogProps {
  flow: CreatorFlow;
  /** need-select: opens the template gallery. */
  onChangeTemplate(): void;
  /** donate: the payment page. */
  onPay(path: string): void;
}
