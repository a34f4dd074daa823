import { lazy, Suspense } from 'react';
import { parseRoute, useRoute } from '@gramota/shell-api';
import { registerStrings } from './i18n/register-strings';
import { ScreenFallback } from './common/screen-fallback.component';

/** The shell's lifecycles wait for the current language's strings before the first render. */
export const stringsReady = registerStrings();

// Each page downloads only its own screen: /app/docs/ never loads the gallery, and back.
// Named page-{page}: the backend hints a page's screen in the page's answer (first-screen.json).
const loadDocsScreen = () =>
  import(/* webpackChunkName: "page-docs" */ './docs/docs-screen.component');
const loadGalleryScreen = () =>
  import(/* webpackChunkName: "page-templates" */ './gallery/gallery-screen.component');
const DocsScreen = lazy(loadDocsScreen);
const GalleryScreen = lazy(loadGalleryScreen);

// The page being opened starts its screen's download with this module, not after the first
// render (the shell preloads this module while it asks for the session: a cold /app/docs/).
const openedPage = parseRoute(location.pathname).page;
if (openedPage === 'docs') void loadDocsScreen().catch(() => undefined);
if (openedPage === 'templates') void loadGalleryScreen().catch(() => undefined);

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function DocsRoot() {
  const { page } = useRoute();
  return (
    <Suspense fallback={<ScreenFallback page={page === 'templates' ? 'templates' : 'docs'} />}>
      {page === 'templates' ? <GalleryScreen /> : <DocsScreen />}
    </Suspense>
  );
}
