import { usePageNavigation } from '@gramota/shell-api';

/** Pages this area shows; moving between them never leaves the area (or its frame). */
const AREA_PAGES = ['docs', 'templates'] as const;

/**
 * Navigation from inside the area: moves between its own pages stay in this window, even inside
 * an embedding frame (the embedded picker and gallery browse folders and categories on their
 * own); anything else goes through the shell.
 */
export function useAreaNavigation() {
  return usePageNavigation(AREA_PAGES);
}
