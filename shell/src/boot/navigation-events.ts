import { navigateToUrl } from 'single-spa';
import type { OverlayStore } from '../ui-state/overlay-store';
import { isPlainClick, shouldRouteInApp, withoutStrayHash } from '../routing/links';
import { installModalHistory, isNarrowWindow } from '../ui-state/modal-history';

/**
 * Document-wide navigation behaviour of the shell (seed 000 §2): in-app links route without a page
 * load, Back closes open modals (on a phone each has a '#modal' entry of its own), a stray '#' is
 * removed, and a framed app's navigation requests from an embedded child are honoured.
 */
export function installNavigationEvents(overlays: OverlayStore, navigate: (url: string) => void) {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || !shouldRouteInApp(anchor, location.origin)) return;
    event.preventDefault();
    navigate(anchor.href);
  });

  installModalHistory(overlays, { pushesEntries: isNarrowWindow });

  window.addEventListener('message', (event) => {
    const data = event.data as { type?: string; url?: unknown } | null;
    if (event.origin !== location.origin || data?.type !== 'gramota:navigate') return;
    if (typeof data.url === 'string') navigateToUrl(data.url);
  });

  removeStrayHash();
  window.addEventListener('hashchange', removeStrayHash);
}

function removeStrayHash() {
  const clean = withoutStrayHash(location.href);
  if (clean) history.replaceState(history.state, '', clean);
}
