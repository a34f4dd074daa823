import { useCallback } from 'react';
import { parseRoute } from './route';
import { useShellApi } from './shell-api.context';

/** True when `url` (an address or a path) is one of `pages` (the segment after /app/). */
export function isOwnPagePath(url: string, pages: readonly string[]): boolean {
  const { pathname } = new URL(url, 'http://area.invalid');
  return pages.includes(parseRoute(pathname).page);
}

/**
 * Navigation from inside an area. Moves between the area's own `pages` stay in this window, even
 * inside an embedding frame (an embedded list browses its folders and views on its own); anything
 * else goes through the shell, which delegates to the parent when framed. single-spa patches
 * pushState/replaceState, so the routing event reaches useRoute either way.
 * `pages` should be a module constant: the returned function changes with it.
 */
export function usePageNavigation(pages: readonly string[]) {
  const { navigate } = useShellApi();
  return useCallback(
    (url: string, options: { replace?: boolean } = {}) => {
      if (!isOwnPagePath(url, pages)) return navigate(url);
      if (options.replace) window.history.replaceState(window.history.state, '', url);
      else window.history.pushState(window.history.state, '', url);
    },
    [navigate, pages],
  );
}
