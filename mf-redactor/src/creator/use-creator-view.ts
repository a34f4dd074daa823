import { useSyncExternalStore } from 'react';
import type { CreatorFlow } from './creator-flow';
import type { CreatorSnapshot } from './creator-view';

/** The flow's current snapshot; re-renders on every change (dialogs live in the shell's modal host). */
export function useCreatorSnapshot(flow: CreatorFlow): CreatorSnapshot {
  return useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
}
