import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { REDACTOR_LIMITS } from '@gramota/contracts';
import type { DocRawContent } from '@gramota/doc-content';
import { appModeActions, useAppDispatch } from '@gramota/store';
import { redactorApi } from '../redactor.api';
import type { DocState } from '../model/doc-state';
import { AutosaveScheduler, type SaveIndicatorState, type SaveReason } from './autosave-scheduler';
import { saveWithKeepalive } from './keepalive-save';
import { docSetFields, saveFingerprint, snapshotOf, type SaveSnapshot } from './save-payload';

export interface Autosave {
  indicator: SaveIndicatorState;
  /** Saves now whatever is unsaved (before template change, generation); rejects on failure. */
  flush(): Promise<void>;
  /** The document is about to be replaced on the server (doc-clear): stop saving this copy. */
  discard(): void;
  /** The replacement did not happen: autosave goes on. */
  resume(): void;
  /** The editor read a never-saved document's HTML: that raw content is not a change. */
  adoptContent(raw: DocRawContent): void;
}

/**
 * Wires the autosave rules to the screen: every REDACTOR_LIMITS.autosaveMs, and on leaving (the
 * screen unmounts on a route change; the page is hidden or closed: seed 000 §2 "Leaving a document
 * saves it").
 */
export function useAutosave(
  docId: string,
  state: DocState,
  getRaw: () => DocRawContent | null,
): Autosave {
  const dispatch = useAppDispatch();
  const [indicator, setIndicator] = useState<SaveIndicatorState>('idle');
  const getRawRef = useRef(getRaw);
  getRawRef.current = getRaw;

  const schedulerRef = useRef<AutosaveScheduler<SaveSnapshot> | null>(null);
  if (!schedulerRef.current) {
    // The editor's content is read when a save is due, never on every key press (converting
    // draft-js state to raw costs milliseconds on a long document); the screen's copy in state
    // may lag behind the editor.
    // Before the screen has adopted the editor's first reading (raw still null) nothing is read,
    // so that reading does not count as a change.
    const fresh = (snapshot: SaveSnapshot): SaveSnapshot =>
      snapshot.raw === null ? snapshot : { ...snapshot, raw: getRawRef.current() ?? snapshot.raw };
    const save = async (snapshot: SaveSnapshot, reason: SaveReason) => {
      const raw = snapshot.raw ?? getRawRef.current();
      if (!raw) throw new Error('The editor has not read the content yet');
      const fields = docSetFields(snapshot, raw);
      if (reason === 'hidden') return saveWithKeepalive(docId, fields);
      return dispatch(redactorApi.endpoints.docSet.initiate({ docId, fields })).unwrap();
    };
    schedulerRef.current = new AutosaveScheduler<SaveSnapshot>(
      {
        fingerprint: (snapshot) => saveFingerprint(fresh(snapshot)),
        save: (snapshot, reason) => save(fresh(snapshot), reason),
        onStateChange: setIndicator,
        // "Save failure in the editor: offline check only" (seed 001 §8). RTK calls mark the app
        // offline themselves on a network failure; the keepalive request reports it here.
        onError: (error) => {
          if (error instanceof TypeError) dispatch(appModeActions.setOnline(false));
        },
        intervalMs: REDACTOR_LIMITS.autosaveMs,
        savedTextAfterMs: REDACTOR_LIMITS.savedTextAfterMs,
        savedIconAfterMs: REDACTOR_LIMITS.savedIconAfterMs,
      },
      snapshotOf(state),
    );
  }
  const scheduler = schedulerRef.current;

  useEffect(() => {
    scheduler.update(snapshotOf(state));
  }, [scheduler, state]);

  useEffect(() => {
    scheduler.start();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') scheduler.leave('hidden');
    };
    const onPageHide = () => scheduler.leave('hidden');
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      scheduler.leave('leave');
      scheduler.stop();
    };
  }, [scheduler]);

  const flush = useCallback(() => scheduler.flush(), [scheduler]);
  const discard = useCallback(() => scheduler.discard(), [scheduler]);
  const resume = useCallback(() => scheduler.start(), [scheduler]);
  const stateRef = useRef(state);
  stateRef.current = state;
  const adoptContent = useCallback(
    (raw: DocRawContent) => scheduler.adopt(snapshotOf({ ...stateRef.current, raw })),
    [scheduler],
  );
  return useMemo(
    () => ({ indicator, flush, discard, resume, adoptContent }),
    [indicator, flush, discard, resume, adoptContent],
  );
}
