import { usePageNavigation } from '@gramota/shell-api';

/** Pages this area shows; moving between the storage's views stays in the area. */
const AREA_PAGES = ['storage'] as const;

/** In-area navigation; any other page goes through the shell. */
export function useStorageNavigation() {
  return usePageNavigation(AREA_PAGES);
}
