import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@gramota/ui';
import { registerStrings } from './i18n/register-strings';

/** The shell's lifecycles wait for the current language's strings before the first render. */
export const stringsReady = registerStrings();

// The editor (draft-js and its toolbar) downloads only when a document opens.
const RedactorScreen = lazy(
  // Named page-{page}: the backend hints it in the page's answer (first-screen.json).
  () => import(/* webpackChunkName: "page-redactor" */ './screen/redactor-screen.component'),
);

function ScreenFallback() {
  const { t } = useTranslation('common');
  return <AreaPage page="redactor" title={t('pages.redactor')} />;
}

/**
 * The area decides what it shows for the page the shell mounted it for (CONVENTIONS): every
 * /app/redactor/... address is the document editor; the screen reads the rest of the route.
 */
export default function RedactorRoot() {
  return (
    <Suspense fallback={<ScreenFallback />}>
      <RedactorScreen />
    </Suspense>
  );
}
