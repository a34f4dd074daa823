import { lazy, Suspense } from 'react';
import { useRoute } from '@gramota/shell-api';
import { registerStrings } from './i18n/register-strings';
import { ScreenFallback } from './common/screen-fallback.component';

registerStrings();

// Each page downloads only its own screen: /app/docs/ never loads the gallery, and back.
const DocsScreen = lazy(() => import('./docs/docs-screen.component'));
const GalleryScreen = lazy(() => import('./gallery/gallery-screen.component'));

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function DocsRoot() {
  const { page } = useRoute();
  return (
    <Suspense fallback={<ScreenFallback page={page === 'templates' ? 'templates' : 'docs'} />}>
      {page === 'templates' ? <GalleryScreen /> : <DocsScreen />}
    </Suspense>
  );
}
