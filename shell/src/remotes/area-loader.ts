import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import {
  areaForPage,
  pageForAppPath,
  type AreaName,
  type RemotesManifest,
} from '@gramota/contracts';
import { appModeActions, type AppStore } from '@gramota/store';
import type { AreaMountProps } from '@gramota/shell-api';
import { preloadScreenFiles } from './screen-preload';

/** What an area's `./app` module exports (shell-api's createAreaLifecycles). */
type AreaModule = LifeCycles<AreaMountProps> & { preload?: () => Promise<void> };

/** Each area's module, fetched once: a preload and single-spa's load share the download. */
const areaModules = new Map<AreaName, Promise<AreaModule>>();

/** Registers every area found in the manifest with the Module Federation runtime. */
export function registerAreaRemotes(manifest: Partial<RemotesManifest>) {
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

function fetchArea(area: AreaName, manifest: Partial<RemotesManifest>): Promise<AreaModule> {
  const known = areaModules.get(area);
  if (known) return known;
  const loading = (async () => {
    if (!manifest[area]) throw new Error(`No remote entry for area ${area}`);
    const lifecycles = await loadRemote<AreaModule>(`${area}/app`);
    if (!lifecycles || typeof lifecycles.mount !== 'function') {
      throw new Error(`Area ${area} exposes no single-spa lifecycles`);
    }
    return lifecycles;
  })();
  areaModules.set(area, loading);
  // A failed download is tried again on the next visit, not remembered.
  loading.catch(() => areaModules.delete(area));
  return loading;
}

/**
 * Fetches the first page's area and its root component while the shell still waits for the
 * session and its strings (cold /app/docs/: the area's files no longer wait for those calls).
 * `ready` is when the area's modules may run (the strings they register need i18n started).
 * Errors are left to loadArea, which reports them when single-spa loads the area.
 */
export function preloadArea(
  area: AreaName,
  manifest: Partial<RemotesManifest>,
  ready: Promise<unknown>,
): void {
  if (!manifest[area]) return;
  const module = fetchArea(area, manifest);
  void Promise.all([module, ready])
    .then(([lifecycles]) => lifecycles.preload?.())
    .catch(() => undefined);
}

/**
 * A sidebar or menu link (`a[data-page]`) the teacher points at or tabs to starts its area's
 * download, so the area is usually there by the click (issue 34: a first switch paid manifest →
 * remoteEntry → chunks after the click). Only links of areas not loaded yet cost anything, and each
 * area is asked for once. Answers the function that stops listening.
 */
export function preloadAreasOnIntent(manifest: Partial<RemotesManifest>): () => void {
  // pointerover fires at every element the pointer crosses: each area is asked for once.
  const asked = new Set<AreaName>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-page]') : null;
    const page = link?.getAttribute('data-page') ?? '';
    const area: AreaName | null = link ? areaForPage(page) : null;
    if (!area || asked.has(area)) return;
    asked.add(area);
    if (!areaModules.has(area)) startScreenFiles(area, manifest, page);
    preloadArea(area, manifest, Promise.resolve());
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}

/** The files of the area's screen of `page`, in the language the page shows (screen-preload). */
function startScreenFiles(
  area: AreaName,
  manifest: Partial<RemotesManifest>,
  page: string | null,
): void {
  const entry = manifest[area];
  if (entry && page && areaForPage(page) === area)
    void preloadScreenFiles(entry, page, document.documentElement.lang);
}

/**
 * Loads an area's lifecycles. A failure marks the area failed (the shell shows 'Data retrieval
 * error') and rethrows, so single-spa keeps the app in LOAD_ERROR and retries on a later visit.
 */
export async function loadArea(
  area: AreaName,
  manifest: Partial<RemotesManifest>,
  store: AppStore,
): Promise<LifeCycles<AreaMountProps>> {
  try {
    // A switch nobody pointed at first: the screen's files start now, beside the area's entry.
    if (!areaModules.has(area)) startScreenFiles(area, manifest, pageForAppPath(location.pathname));
    const lifecycles = await fetchArea(area, manifest);
    store.dispatch(appModeActions.areaLoaded(area));
    return lifecycles;
  } catch (error) {
    store.dispatch(appModeActions.areaLoadFailed(area));
    throw error;
  }
}
