import { useSyncExternalStore } from 'react';
import type { MassFlow } from './mass-flow';

/** The flow's view, live. */
export const useMassView = (flow: MassFlow) =>
  useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
