import { lazy, Suspense } from 'react';
import type { ShellApi } from '@gramota/shell-api';
import { NotFoundPage } from './not-found-page.component';

// Loaded on first visit so they stay out of the initial download of every other page.
const LoginPage = lazy(() =>
  import('../login/login-page.component').then((module) => ({ default: module.LoginPage })),
);
const ProfilePage = lazy(() =>
  import('../profile/profile-page.component').then((module) => ({ default: module.ProfilePage })),
);
const SettingsPage = lazy(() =>
  import('./settings-page.component').then((module) => ({ default: module.SettingsPage })),
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
    default:
      return <NotFoundPage />;
  }
}
