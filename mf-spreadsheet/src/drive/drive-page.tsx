import { lazy, Suspense, type ReactNode } from 'react';
import { useRoute, type AppRoute } from '@gramota/shell-api';

const MailTemplatePage = lazy(() =>
  import('./mail-template-page.component').then((module) => ({
    default: module.MailTemplatePage,
  })),
);
const MailSettingsPage = lazy(() =>
  import('./mail-settings-page.component').then((module) => ({
    default: module.MailSettingsPage,
  })),
);

/** The mail page of a route: /app/mails/templates/{id}/ or /app/settings/mail/; else null. */
export function drivePageOf(
  route: Pick<AppRoute, 'page' | 'rest'>,
): 'template' | 'settings' | null {
  if (route.page === 'mails' && route.rest[0] === 'templates') return 'template';
  if (route.page === 'settings' && route.rest[0] === 'mail') return 'settings';
  return null;
}

/** Shows the mail page the route names (the root asks drivePageOf first). */
export function DrivePage({ route }: { route: Pick<AppRoute, 'page' | 'rest'> }) {
  return (
    <Suspense fallback={null}>
      {drivePageOf(route) === 'settings' ? (
        <MailSettingsPage />
      ) : (
        <MailTemplatePage id={route.rest[1] ?? 'default'} />
      )}
    </Suspense>
  );
}

/** The root's switch: a mail page when the route names one, else the table screen. */
export function DrivePageOr({ sheet }: { sheet: ReactNode }) {
  const route = useRoute();
  return drivePageOf(route) ? <DrivePage route={route} /> : <>{sheet}</>;
}
