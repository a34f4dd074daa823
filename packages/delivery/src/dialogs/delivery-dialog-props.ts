import type { DeliveryFlow } from '../delivery-flow';

/** What every delivery dialog gets from the shell's modal host. */
export interface DeliveryDialogProps {
  /** The flow whose live view the dialog shows (its code, its busy state...). */
  delivery: DeliveryFlow;
  close(): void;
}
