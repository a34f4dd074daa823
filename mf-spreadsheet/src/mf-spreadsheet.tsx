// The area's whole contract with the shell: single-spa lifecycles, root component loaded lazily.
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@gramota/contracts';
import { createAreaLifecycles, detectLanguage, parseRoute } from '@gramota/shell-api';
import type { LazyLanguage } from '@gramota/ui';
import { fetchSheetEarly } from './early-sheet';
import { loadSpreadsheetLocale } from './i18n/load-locale';
import { preloadXSpreadsheet } from './sheet/load-xspreadsheet';

/**
 * A table page's first load (issue 34): the shell fetches this module while it still asks for
 * the session. Everything the table needs starts here, side by side, instead of one after another
 * once the screen renders: the table's data, the grid library and the area's strings in the
 * teacher's language. Other pages of the area (the mail pages) and other areas start none of it.
 */
function startTablePage() {
  const route = parseRoute(window.location.pathname, window.location.search);
  if (route.page !== 'spreadsheet' || !route.rest[0]) return;
  fetchSheetEarly(route.rest[0]);
  preloadXSpreadsheet();
  const language =
    i18next.language || detectLanguage(window.location.search, undefined, navigator.languages);
  if (isLanguage(language) && language !== DEFAULT_LANGUAGE)
    loadSpreadsheetLocale(language as LazyLanguage).catch(() => {
      // registerStrings asks again and reports a failure there.
    });
}
startTablePage();

export const { bootstrap, mount, unmount, preload } = createAreaLifecycles({
  name: 'spreadsheet',
  // Preloaded with this module: the shell runs it only once its strings are ready, the download
  // need not wait for that.
  loadRootComponent: () => import(/* webpackPreload: true */ './root.component'),
});
