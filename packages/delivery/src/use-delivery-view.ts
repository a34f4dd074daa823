import { useSyncExternalStore } from 'react';
import type { DeliveryFlow } from './delivery-flow';
import type { DeliveryView } from './delivery-view';

/** The flow's current view; re-renders on every change (dialogs live in the shell's modal host). */
export function useDeliveryView(flow: DeliveryFlow): DeliveryView {
  return useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
}
