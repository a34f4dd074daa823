import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { start } from 'single-spa';
import { isLanguage } from '@gramota/contracts';
import { adoptEmbedToken, appModeActions, createAppStore, loadSession } from '@gramota/store';
import { switchLanguage } from '@gramota/ui';
import { detectLanguage, initI18n, parseRoute, ShellApiContext } from '@gramota/shell-api';
import { Chrome } from '../chrome/chrome.component';
import { registerChromeStrings } from '../i18n/register-shell-strings';
import { fetchRemotesManifest } from '../remotes/remotes-manifest';
import { preloadArea, preloadAreasOnIntent, registerAreaRemotes } from '../remotes/area-loader';
import { areaForPage, effectivePage } from '../routing/page-areas';
import { landingPath } from '../routing/landing';
import { createOverlayStore } from '../ui-state/overlay-store';
import { createShellApi } from './create-shell-api';
import { installNavigationEvents } from './navigation-events';
import { registerAreas, reportAreaErrors } from './register-areas';
import { watchDisplayMode } from './display-mode';
import { startPwa } from '../pwa/start-pwa';

export async function startShell(container: HTMLElement) {
  const embed = new URLSearchParams(location.search).get('embed') === 'true';
  // Before the first call: a frame on another site signs in with its embed link's token.
  if (embed) adoptEmbedToken();
  const store = createAppStore();
  if (embed) store.dispatch(appModeActions.setDisplay('embed'));
  else watchDisplayMode(store);

  const i18nStarted = initI18n(detectLanguage(location.search, undefined, navigator.languages));
  const manifestRead = fetchRemotesManifest()
    .catch(() => ({}))
    .then((manifest) => {
      // The first page's area downloads while the session is being asked for.
      registerAreaRemotes(manifest);
      const route = parseRoute(location.pathname);
      const area = areaForPage(effectivePage(route.page, route.rest));
      if (area) preloadArea(area, manifest, i18nStarted);
      return manifest;
    });
  const [i18n, manifest, profile] = await Promise.all([
    i18nStarted,
    manifestRead,
    store.dispatch(loadSession()).catch(() => null),
  ]);
  await registerChromeStrings(i18n);
  const storedLanguage = profile?.settings.lng;
  if (isLanguage(storedLanguage) && !new URLSearchParams(location.search).has('lng')) {
    await switchLanguage(i18n, detectLanguage('', storedLanguage, []));
  }
  document.documentElement.lang = i18n.language;

  // An empty page lands on docs, or for granted access on the page its permissions decide.
  const redirectEmptyPage = () => {
    if (parseRoute(location.pathname).page !== '') return;
    const current = store.getState().profile.data;
    const target = landingPath(current?.is_access === 'true', current?.permissions ?? null);
    history.replaceState(history.state, '', target + location.search);
  };
  redirectEmptyPage();
  window.addEventListener('single-spa:routing-event', redirectEmptyPage);

  const overlays = createOverlayStore();
  const shellApi = createShellApi(store, i18n, overlays, embed);
  installNavigationEvents(overlays, shellApi.navigate);
  startPwa(store, shellApi, i18n);

  // The outlet must exist before single-spa mounts the first area.
  flushSync(() => {
    createRoot(container).render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ShellApiContext.Provider value={shellApi}>
            <Chrome shellApi={shellApi} overlays={overlays} />
          </ShellApiContext.Provider>
        </I18nextProvider>
      </Provider>,
    );
  });

  reportAreaErrors();
  registerAreas(manifest, store, shellApi);
  preloadAreasOnIntent(manifest);
  start({ urlRerouteOnly: true });
}
