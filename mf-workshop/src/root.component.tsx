import { lazy, Suspense } from 'react';
import { useRoute } from '@gramota/shell-api';
import { registerStrings } from './i18n/register-strings';

// The shell's lifecycles await this before the first render: the chosen language's strings are in.
export const stringsReady = registerStrings();

// Each page its own chunk: Konva (the canvas editor) never loads with My templates.
const WorkshopListScreen = lazy(
  // Named page-{page}: the backend hints it in the page's answer (first-screen.json).
  () => import(/* webpackChunkName: "page-workshop" */ './list'),
);
const WorkshopRedactorScreen = lazy(() => import('./redactor/workshop-redactor-screen.component'));

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function WorkshopRoot() {
  const route = useRoute();
  const redactor = route.page === 'workshop' && route.rest[0] === 'redactor';
  return (
    <Suspense fallback={null}>
      {redactor ? <WorkshopRedactorScreen /> : <WorkshopListScreen />}
    </Suspense>
  );
}
