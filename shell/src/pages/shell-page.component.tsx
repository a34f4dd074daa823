import type { ShellApi } from '@gramota/shell-api';
import { LoginPage } from './login-page.component';
import { ProfilePage } from './profile-page.component';
import { SettingsPage } from './settings-page.component';
import { NotFoundPage } from './not-found-page.component';

/** Pages the shell itself owns (ARCHITECTURE §1: login and profile live in the shell). */
export function ShellPageView({ page, shellApi }: { page: string; shellApi: ShellApi }) {
  switch (page) {
    case 'login':
      return <LoginPage />;
    case 'profile':
      return <ProfilePage />;
    case 'settings':
      return <SettingsPage shellApi={shellApi} />;
    case '':
      return null;
    default:
      return <NotFoundPage />;
  }
}
