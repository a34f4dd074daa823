import { useTranslation } from 'react-i18next';
import { useFlowModal } from '@gramota/flow';
import type { DeliveryFlow } from './delivery-flow';
import { DELIVERY_DIALOGS, deliveryDialogKind, type DeliveryDialogKind } from './delivery-dialogs';
import type { DeliveryDialogProps } from './dialogs/delivery-dialog-props';
import { useDeliveryView } from './use-delivery-view';

/**
 * Shows the delivery flow's dialogs (e-mail form, messenger code, cloud disk link) through the
 * shell's modal and closes each when the flow leaves its phase; closing one cancels the flow.
 */
export function useDeliveryDialogs(flow: DeliveryFlow) {
  const { t } = useTranslation(['delivery']);
  const kind = deliveryDialogKind(useDeliveryView(flow));
  useFlowModal<DeliveryDialogKind, Omit<DeliveryDialogProps, 'close'>>(
    kind,
    (shown) => {
      const dialog = DELIVERY_DIALOGS[shown];
      return {
        title: t(dialog.title),
        component: dialog.component,
        props: { delivery: flow },
        backdrop: dialog.static ? 'static' : 'default',
      };
    },
    () => flow.cancel(),
  );
}
