import { useCallback, useEffect, useRef, useState } from 'react';
import { WORKSHOP_LIMITS } from '@gramota/contracts';
import type { WorkshopScene } from '@gramota/scene';
import { useAppDispatch } from '@gramota/store';
import { workshopRedactorApi } from '../api/redactor.api';
import { TemplateLeaving } from './leave-template';
import { SceneAutosave, type SaveIndicatorState } from './scene-autosave';

/** The seed's indicator timings (seed 001 §9): the text 1 s after saving, the icon 5 s later. */
const SAVED_TEXT_AFTER_MS = 1000;
const SAVED_ICON_AFTER_MS = 5000;

/**
 * Saves the scene every 5 s when it changed. Leaving the editor (it unmounts: a sidebar link,
 * browser back; or the tab's pagehide: closing, reloading) saves what is left and sends the
 * template for generation (seed 000 §2). `enabled` false (a template with files in the storage)
 * never saves: the server would refuse it. `openedReady`: the template was generated on opening.
 */
export function useSceneAutosave(
  id: string,
  scene: WorkshopScene,
  enabled: boolean,
  openedReady = false,
) {
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
  const leavingRef = useRef<TemplateLeaving | null>(null);
  if (!leavingRef.current) leavingRef.current = new TemplateLeaving(autosave, openedReady);
  const leaving = leavingRef.current;

  useEffect(() => autosave.update(scene), [autosave, scene]);

  useEffect(() => {
    if (!enabled) return;
    autosave.start();
    const onPageHide = () => {
      const request = leaving.request(id);
      if (request) fetch(request.url, request.init).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      autosave.stop();
      // Leaving the editor keeps what was changed since the last tick and makes the template.
      leaving
        .leave(() =>
          dispatch(workshopRedactorApi.endpoints.workshopTemplateLeave.initiate(id)).unwrap(),
        )
        .catch(() => undefined);
    };
  }, [autosave, dispatch, enabled, id, leaving]);

  const flush = useCallback(() => autosave.flush(), [autosave]);
  /** Ready made the template from everything saved: leaving now makes nothing more. */
  const made = useCallback(() => leaving.made(), [leaving]);
  return { indicator, flush, made };
}
