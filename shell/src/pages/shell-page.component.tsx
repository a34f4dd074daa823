import { lazy, Suspense } from 'react';
import i18next from 'i18next';
import type { ShellApi } from '@gramota/shell-api';
import { NotFoundPage } from './not-found-page.component';

// Loaded on first visit so they stay out of the initial download of every other page, and so
// do their strings (the shell's i18next instance is the shared global one).
const withPageStrings = <T,>(page: Promise<T>) =>
  Promise.all([page, import('../i18n/page-strings')]).then(([module, strings]) =>
    // The page renders once its strings are in the teacher's language, not Russian first.
    strings.registerPageStrings(i18next).then(() => module),
  );
const LoginPage = lazy(() =>
  withPageStrings(import('../login/login-page.component')).then((module) => ({
    default: module.LoginPage,
  })),
);
const ProfilePage = lazy(() =>
  withPageStrings(import('../profile/profile-page.component')).then((module) => ({
    default: module.ProfilePage,
  })),
);
// The school's stamp vault (issue 37): its strings are the profile pages' ('profile').
const StampsPage = lazy(() =>
  withPageStrings(
    import(/* webpackChunkName: "stamps-page" */ '../stamps/stamps-page.component'),
  ).then((module) => ({ default: module.StampsPage })),
);
// Help text is content, loaded only when a help page is opened.
const HelpPage = lazy(() =>
  Promise.all([import('../help/help-page.component'), import('../help/help-strings')]).then(
    ([module, strings]) =>
      strings.registerHelpStrings(i18next).then(() => ({ default: module.HelpPageScreen })),
  ),
);
// The installed app's intro (after a version change, pwa/version-check.ts).
const PwaIntroPage = lazy(() =>
  import('../pwa/pwa-intro-page.component').then((module) => ({ default: module.PwaIntroPage })),
);
// Settings show the verification fields and the printers, whose strings load with the page (not
// the chrome's).
const SettingsPage = lazy(() =>
  // Named: unnamed chunks' package modules are merged into the first load (startup-shared).
  Promise.all([
    import(/* webpackChunkName: "settings-page" */ './settings-page.component'),
    import(/* webpackChunkName: "settings-page" */ '@gramota/ui/verify'),
    import(/* webpackChunkName: "settings-page" */ '@gramota/ui/print'),
  ]).then(([module, verify, print]) =>
    Promise.all([verify.registerVerifyStrings(i18next), print.registerPrintStrings(i18next)]).then(
      () => ({ default: module.SettingsPage }),
    ),
  ),
);

/** Pages the shell itself owns (ARCHITECTURE §1: login and profile live in the shell). */
export function ShellPageView({ page, shellApi }: { page: string; shellApi: ShellApi }) {
  if (page === '') return null;
  return <Suspense fallback={null}>{renderPage(page, shellApi)}</Suspense>;
}

function renderPage(page: string, shellApi: ShellApi) {
  switch (page) {
    case 'login':
      return <LoginPage />;
    case 'profile':
      return <ProfilePage />;
    case 'settings':
      return <SettingsPage shellApi={shellApi} />;
    case 'help':
      return <HelpPage />;
    case 'pwa':
      return <PwaIntroPage />;
    case 'stamps':
      return <StampsPage />;
    default:
      return <NotFoundPage />;
  }
}
