import { usePageNavigation } from '@gramota/shell-api';

/** Pages this area shows; moving between them (views, the template editor) stays in the area. */
const AREA_PAGES = ['workshop'] as const;

/** In-area navigation; any other page goes through the shell. */
export function useWorkshopNavigation() {
  return usePageNavigation(AREA_PAGES);
}
