// The runtime every step-by-step flow of the areas stands on (the delivery of made files, the
// editor's creator, the table's mass run): runs and timers that a new start voids, a snapshot
// store for useSyncExternalStore, a failed call as FlowCallError, and one shell modal kept in
// step with a flow's view. It knows no flow in particular.
export { FlowCallError, callErrorText } from './flow-call-error';
export { FlowRuns } from './flow-runs';
export { SnapshotStore } from './snapshot-store';
export { systemFlowClock } from './flow-clock';
export type { FlowClock } from './flow-clock';
export { callAnswer } from './call-answer';
export type { MutationRequest, ReadableAnswers } from './call-answer';
export { useFlowModal } from './use-flow-modal';
