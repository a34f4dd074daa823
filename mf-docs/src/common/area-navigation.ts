import { useCallback } from 'react';
import { parseRoute, useShellApi } from '@gramota/shell-api';

/** Pages this area shows; moving between them never leaves the area (or its frame). */
const AREA_PAGES = new Set(['docs', 'templates']);

export function isAreaPath(url: string): boolean {
  const { pathname } = new URL(url, 'http://area.invalid');
  return AREA_PAGES.has(parseRoute(pathname).page);
}

/**
 * Navigation from inside the area. Moves between the area's own pages stay in this window, even
 * inside an embedding frame (the embedded picker and gallery browse folders and categories on
 * their own); anything else goes through the shell, which delegates to the parent when framed.
 * single-spa patches pushState/replaceState, so the routing event reaches useRoute either way.
 */
export function useAreaNavigation() {
  const { navigate } = useShellApi();
  return useCallback(
    (url: string, options: { replace?: boolean } = {}) => {
      if (isAreaPath(url)) {
        if (options.replace) window.history.replaceState(window.history.state, '', url);
        else window.history.pushState(window.history.state, '', url);
        return;
      }
      navigate(url);
    },
    [navigate],
  );
}
