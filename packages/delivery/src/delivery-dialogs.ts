import type { ReactElement } from 'react';
import type { DeliveryDialogProps } from './dialogs/delivery-dialog-props';
import { EmailDialog } from './dialogs/email.dialog';
import { TelegramDialog } from './dialogs/telegram.dialog';
import { YadiskDialog } from './dialogs/yadisk.dialog';
import type { DeliveryView } from './delivery-view';
import type { ParseKeys } from 'i18next';

export type DeliveryDialogKind = 'email' | 'telegram' | 'yadisk';

export interface DeliveryDialog {
  /** A function component, so an area may list it beside dialogs that take more props. */
  component: (props: DeliveryDialogProps) => ReactElement | null;
  /** Its title's key in the `delivery` namespace. */
  title: Extract<ParseKeys<['delivery']>, `delivery:${string}`>;
  /** A backdrop click does not close it (it waits for the teacher's answer or a connection). */
  static: boolean;
}

export const DELIVERY_DIALOGS: Record<DeliveryDialogKind, DeliveryDialog> = {
  email: { component: EmailDialog, title: 'delivery:dialogs.email.title', static: true },
  telegram: { component: TelegramDialog, title: 'delivery:dialogs.telegram.title', static: true },
  yadisk: { component: YadiskDialog, title: 'delivery:dialogs.yadisk.title', static: true },
};

/** Which dialog a delivery view shows; none while idle or while a call is on its way. */
export function deliveryDialogKind(view: { phase: string }): DeliveryDialogKind | null {
  switch (view.phase as DeliveryView['phase']) {
    case 'need-email':
      return 'email';
    case 'telegram-connect':
      return 'telegram';
    case 'yadisk-connect':
      return 'yadisk';
    default:
      return null;
  }
}
