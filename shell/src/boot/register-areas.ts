import { addErrorHandler, registerApplication } from 'single-spa';
import { AREAS, type AreaName, type RemotesManifest } from '@gramota/contracts';
import { parseRoute, type ShellApi } from '@gramota/shell-api';
import type { AppStore } from '@gramota/store';
import { areaForPage, effectivePage } from '../routing/page-areas';
import { loadArea } from '../remotes/area-loader';

/** The element an area mounts into: one host per area inside the shell's outlet. */
function areaHost(area: AreaName): HTMLElement {
  const outlet = document.getElementById('area-outlet');
  if (!outlet) throw new Error('The shell outlet is not rendered');
  let host = outlet.querySelector<HTMLElement>(`[data-area-host="${area}"]`);
  if (!host) {
    host = document.createElement('div');
    host.dataset.areaHost = area;
    outlet.appendChild(host);
  }
  return host;
}

/**
 * An area that fails to load or mount is already shown as 'Data retrieval error' by the chrome;
 * handling the error here keeps it from surfacing as an uncaught page error.
 */
export function reportAreaErrors() {
  addErrorHandler((error) => console.warn(`Area ${error.appOrParcelName} failed:`, error.message));
}

/** single-spa activity by page: the shell decides which area is active; the area decides what it shows. */
export function registerAreas(
  manifest: Partial<RemotesManifest>,
  store: AppStore,
  shellApi: ShellApi,
) {
  for (const area of AREAS) {
    registerApplication({
      name: area,
      app: () => loadArea(area, manifest, store),
      activeWhen: (location) => {
        const route = parseRoute(location.pathname);
        return areaForPage(effectivePage(route.page, route.rest)) === area;
      },
      customProps: () => ({ ...shellApi, name: area, domElement: areaHost(area) }),
    });
  }
}
