import { useSyncExternalStore } from 'react';

/** Narrow screens get the mobile editor (seed 001 §9 "the toolbar has a shorter set on mobile"). */
export const NARROW_QUERY = '(max-width: 767.98px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_QUERY)
    : null;
}

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const snapshot = () => query()?.matches ?? false;

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
