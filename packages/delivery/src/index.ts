// Consumers compile these sources with their own tsconfig; the reference brings the CSS typings.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../ui/css-modules.d.ts" />
// The one delivery flow (e-mail, storage, print order, messenger, cloud disk) of the editor and
// Ready files: the framework-free flow, its dialogs, its outcomes and its strings. Only the areas
// that send files import it, so no other area's first load carries it.
export { DeliveryFlow } from './delivery-flow';
export type { DeliveryFlowOptions } from './delivery-flow';
export { DELIVERY_CHANNELS, isDeliveryChannel } from './delivery-ports';
export type {
  DeliveryChannel,
  DeliveryContext,
  DeliveryPorts,
  WatchedPopup,
} from './delivery-ports';
export type {
  DeliveryEvent,
  DeliveryView,
  DeliveryPhase,
  DeliveryLoginReason,
} from './delivery-view';
export { deliveryRefusal } from './delivery-rules';
export type { DeliveryFile } from './delivery-rules';
export { accountContext } from './account-context';
export { createDeliveryPorts } from './store-ports';
export type { StorePortsSource } from './store-ports';
export { DELIVERY_DIALOGS, deliveryDialogKind } from './delivery-dialogs';
export type { DeliveryDialog, DeliveryDialogKind } from './delivery-dialogs';
export type { DeliveryDialogProps } from './dialogs/delivery-dialog-props';
export { useDeliveryView } from './use-delivery-view';
export { useDeliveryDialogs } from './use-delivery-dialogs';
export { useDeliveryFlow } from './use-delivery-flow';
export type { DeliveryFlowHookOptions } from './use-delivery-flow';
export { reportDeliveryOutcome } from './report-outcome';
export type { DeliveryOutcomeOptions, DeliverySubject } from './report-outcome';
export {
  registerDeliveryStrings,
  deliveryStrings,
  DELIVERY_NAMESPACE,
} from './i18n/register-strings';
