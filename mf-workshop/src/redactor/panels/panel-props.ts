import { useMemo, type Dispatch } from 'react';
import type { WorkshopScene } from '@gramota/scene';
import type { RedactorAction } from '../state/redactor-reducer';

export interface PanelProps {
  scene: WorkshopScene;
  readOnly: boolean;
  dispatch: Dispatch<RedactorAction>;
}

type Change = (scene: WorkshopScene) => WorkshopScene;

/** A panel's ways to change the scene: a step at once, or live moves ended by a commit. */
export function useSceneEdit(dispatch: Dispatch<RedactorAction>) {
  return useMemo(
    () => ({
      apply: (change: Change) => dispatch({ type: 'edit', change }),
      live: (change: Change) => dispatch({ type: 'edit', change, live: true }),
      commit: () => dispatch({ type: 'commit' }),
    }),
    [dispatch],
  );
}
