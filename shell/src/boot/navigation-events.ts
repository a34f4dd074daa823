import { navigateToUrl } from 'single-spa';
import type { OverlayStore } from '../ui-state/overlay-store';
import { isPlainClick, shouldRouteInApp, withoutStrayHash } from '../routing/links';

/**
 * Document-wide navigation behaviour of the shell (seed 000 §2): in-app links route without a page
 * load, back/forward close open modals, a stray '#' is removed, and a framed app's navigation
 * requests from an embedded child are honoured.
 */
export function installNavigationEvents(overlays: OverlayStore, navigate: (url: string) => void) {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || !shouldRouteInApp(anchor, location.origin)) return;
    event.preventDefault();
    navigate(anchor.href);
  });

  window.addEventListener('popstate', (event) => {
    // single-spa also fires synthetic popstate events for pushState; real back/forward have none.
    if (!(event as PopStateEvent & { singleSpa?: boolean }).singleSpa) overlays.closeModal();
  });

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
