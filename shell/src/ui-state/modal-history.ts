import type { OverlayStore } from './overlay-store';

/** Marks a history entry pushed for an open modal; its value is the modal's id. */
const MARKER = 'gramotaModal';
const HASH = '#modal';

interface ModalHistoryOptions {
  /** Whether a modal opened now gets its own history entry; the seed asks it on mobile only. */
  pushesEntries: () => boolean;
  win?: Window;
}

/**
 * Back closes modals (seed 000 §2). On a phone every opened modal pushes a '#modal' entry, so Back
 * closes the top modal and the page stays; closing a modal by its own button steps back over its
 * entry, but only while that entry is still the current one (after a link moved on, it is not, and
 * stepping back would leave the new page). Without entries of ours, Back closes every modal while
 * the browser goes back, as on a desktop.
 */
export function installModalHistory(overlays: OverlayStore, options: ModalHistoryOptions) {
  const win = options.win ?? window;
  /** Ids of open modals that have an entry, bottom first, in history order. */
  let withEntries: number[] = [];
  let lastSeenId = 0;
  let ownBackSteps = 0;
  let reconcileQueued = false;

  const currentMarker = (): number | undefined => {
    const state = win.history.state as Record<string, unknown> | null;
    const marker = state?.[MARKER];
    return typeof marker === 'number' ? marker : undefined;
  };
  const entryState = (id: number) => ({ ...(win.history.state as object | null), [MARKER]: id });
  const modalUrl = () => win.location.pathname + win.location.search + HASH;

  // Opens and closes of one tick are settled together: closing a modal and opening the next one
  // in its place reuses the entry instead of racing an asynchronous history.back().
  const reconcile = () => {
    reconcileQueued = false;
    const openIds = overlays.getState().modals.map((modal) => modal.id);
    const opened = openIds.filter((id) => id > lastSeenId);
    lastSeenId = Math.max(lastSeenId, ...openIds);
    const closed = withEntries.filter((id) => !openIds.includes(id));
    const closedOnTop =
      closed.length > 0 &&
      closed.every((id) => withEntries.indexOf(id) >= withEntries.length - closed.length) &&
      currentMarker() === withEntries[withEntries.length - 1];
    withEntries = withEntries.filter((id) => openIds.includes(id));

    const toPush = options.pushesEntries() ? opened : [];
    const [first, ...rest] = toPush;
    if (closedOnTop && first !== undefined) {
      win.history.replaceState(entryState(first), '', modalUrl());
      withEntries.push(first);
      pushEach(rest);
      return;
    }
    if (closedOnTop) goBack(closed.length);
    pushEach(toPush);
  };
  const pushEach = (ids: number[]) => {
    for (const id of ids) {
      win.history.pushState(entryState(id), '', modalUrl());
      withEntries.push(id);
    }
  };
  const goBack = (steps: number) => {
    ownBackSteps += 1;
    win.history.go(-steps);
  };

  const unsubscribe = overlays.subscribe(() => {
    if (reconcileQueued) return;
    reconcileQueued = true;
    queueMicrotask(reconcile);
  });

  const onPopState = (event: PopStateEvent) => {
    // single-spa fires synthetic popstate events for pushState; real back/forward have none.
    if ((event as PopStateEvent & { singleSpa?: boolean }).singleSpa) return;
    if (ownBackSteps > 0) {
      ownBackSteps -= 1;
      return;
    }
    if (withEntries.length === 0) {
      overlays.closeModal();
    } else {
      const marker = currentMarker();
      const keep = marker === undefined ? -1 : withEntries.indexOf(marker);
      const closing = withEntries.slice(keep + 1).reverse();
      withEntries = withEntries.slice(0, keep + 1);
      closing.forEach((id) => overlays.closeModal(id));
    }
    // An entry whose modal is gone (reached by Back after a link, or by Forward) loses its hash.
    const marker = currentMarker();
    if (marker !== undefined && !withEntries.includes(marker)) {
      const state = { ...(win.history.state as object) } as Record<string, unknown>;
      delete state[MARKER];
      win.history.replaceState(state, '', win.location.pathname + win.location.search);
    }
  };
  win.addEventListener('popstate', onPopState);

  return () => {
    unsubscribe();
    win.removeEventListener('popstate', onPopState);
  };
}

/** Phones and narrow windows: the width below which the sidebar becomes the mobile menu. */
export function isNarrowWindow(): boolean {
  return window.matchMedia?.('(max-width: 767.98px)').matches ?? false;
}
