import { useEffect } from 'react';

/**
 * An upload's error stays on the form for a while, then goes (seed 001 §8: 'err' shown for 6 s).
 * `clear` must be stable (the form engine's is); a new message starts the time again.
 */
export function useClearAfter(message: string | null, clear: () => void, milliseconds: number) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(clear, milliseconds);
    return () => clearTimeout(timer);
  }, [message, clear, milliseconds]);
}
