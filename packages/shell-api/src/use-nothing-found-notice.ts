import { useCallback } from 'react';
import { useNothingFoundAlert } from '@gramota/ui';
import { useNotify } from './use-notify';

/**
 * Seed 000 §8 'Nothing found' for a search without results, once per search, as an info toast.
 * `query` is the search shown (null outside the search view); `empty`, that it came back empty.
 */
export function useNothingFoundNotice(query: string | null, empty: boolean, text: string) {
  const notify = useNotify();
  const say = useCallback(() => notify.info(text), [notify, text]);
  useNothingFoundAlert(query, empty, say);
}
