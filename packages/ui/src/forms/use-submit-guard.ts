import { useCallback, useRef, useState } from 'react';

/**
 * Idle → sending → idle (seed 000 §4): while a task runs, further submits are ignored. The ref
 * closes the gap before React re-renders the disabled button (a fast double click).
 */
export function useSubmitGuard() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const guard = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  /** True while a task runs (read at once, without waiting for a render). */
  const isRunning = useCallback(() => running.current, []);
  return { busy, guard, isRunning };
}
