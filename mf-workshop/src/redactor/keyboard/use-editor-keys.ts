import { useEffect, useRef, type Dispatch } from 'react';
import type { RedactorAction } from '../state/redactor-reducer';
import { editorKeyAction } from './editor-keys';

/** The editor's keys on the whole page while the editor is open; fields keep their own keys. */
export function useEditorKeys(dispatch: Dispatch<RedactorAction>, enabled: boolean) {
  const dispatchRef = useRef(dispatch);
  dispatchRef.current = dispatch;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      // A dialog above the editor has the keyboard.
      if (document.querySelector('[role="dialog"]')) return;
      const action = editorKeyAction(event);
      if (!action) return;
      event.preventDefault();
      dispatchRef.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
