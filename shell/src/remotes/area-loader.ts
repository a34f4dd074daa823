import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { AreaName, RemotesManifest } from '@gramota/contracts';
import { appModeActions, type AppStore } from '@gramota/store';
import type { AreaMountProps } from '@gramota/shell-api';

/** Registers every area found in the manifest with the Module Federation runtime. */
export function registerAreaRemotes(manifest: Partial<RemotesManifest>) {
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
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
    if (!manifest[area]) throw new Error(`No remote entry for area ${area}`);
    const lifecycles = await loadRemote<LifeCycles<AreaMountProps>>(`${area}/app`);
    if (!lifecycles || typeof lifecycles.mount !== 'function') {
      throw new Error(`Area ${area} exposes no single-spa lifecycles`);
    }
    store.dispatch(appModeActions.areaLoaded(area));
    return lifecycles;
  } catch (error) {
    store.dispatch(appModeActions.areaLoadFailed(area));
    throw error;
  }
}
