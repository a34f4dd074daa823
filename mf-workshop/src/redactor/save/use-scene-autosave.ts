import { useCallback, useEffect, useRef, useState } from 'react';
import { WORKSHOP_LIMITS } from '@gramota/contracts';
import type { WorkshopScene } from '@gramota/scene';
import { useAppDispatch } from '@gramota/store';
import { workshopRedactorApi } from '../api/redactor.api';
import { SceneAutosave, type SaveIndicatorState } from './scene-autosave';

/** The seed's indicator timings (seed 001 §9): the text 1 s after saving, the icon 5 s later. */
const SAVED_TEXT_AFTER_MS = 1000;
const SAVED_ICON_AFTER_MS = 5000;

/**
 * Saves the scene every 5 s when it changed, and once more when the editor closes. `enabled`
 * false (a template with files in the storage) never saves: the server would refuse it.
 */
export function useSceneAutosave(id: string, scene: WorkshopScene, enabled: boolean) {
  const dispatch = useAppDispatch();
  const [indicator, setIndicator] = useState<SaveIndicatorState>('idle');
  const autosaveRef = useRef<SceneAutosave<WorkshopScene> | null>(null);
  if (!autosaveRef.current)
    autosaveRef.current = new SceneAutosave<WorkshopScene>(
      {
        save: (next) =>
          dispatch(
            workshopRedactorApi.endpoints.workshopTemplateSet.initiate({ id, scene: next }),
          ).unwrap(),
        onStateChange: setIndicator,
        intervalMs: WORKSHOP_LIMITS.autosaveMilliseconds,
        savedTextAfterMs: SAVED_TEXT_AFTER_MS,
        savedIconAfterMs: SAVED_ICON_AFTER_MS,
      },
      scene,
    );
  const autosave = autosaveRef.current;

  useEffect(() => autosave.update(scene), [autosave, scene]);

  useEffect(() => {
    if (!enabled) return;
    autosave.start();
    return () => {
      autosave.stop();
      // Leaving the editor keeps what was changed since the last tick.
      autosave.flush().catch(() => undefined);
    };
  }, [autosave, enabled]);

  const flush = useCallback(() => autosave.flush(), [autosave]);
  return { indicator, flush };
}
