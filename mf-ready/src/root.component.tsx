import { lazy, Suspense } from 'react';
import { registerStrings } from './i18n/register-strings';

/** The shell's lifecycles wait for the current language's strings before the first render. */
export const stringsReady = registerStrings();

const ReadyScreen = lazy(
  // Named page-{page}: the backend hints it in the page's answer (first-screen.json).
  () => import(/* webpackChunkName: "page-ready" */ './ready/ready-screen.component'),
);

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function ReadyRoot() {
  return (
    <Suspense fallback={null}>
      <ReadyScreen />
    </Suspense>
  );
}
