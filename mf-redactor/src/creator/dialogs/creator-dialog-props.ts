import type { DeliveryDialogProps } from '@gramota/delivery';
import type { CreatorFlow } from '../creator-flow';

/** What every creator dialog gets from the shell's modal host (the delivery's dialogs too). */
export interface CreatorDialogProps extends DeliveryDialogProps {
  flow: CreatorFlow;
  /** need-select: opens the template gallery. */
  onChangeTemplate(): void;
  /** The invoice: PRO for the document's template, or a donation that skips the free wait. */
  onPay(invoice: 'pro' | 'donate'): void;
  /** The two invoices' addresses (links the teacher may also open in a new tab). */
  invoices: { pro: string; donate: string };
}
