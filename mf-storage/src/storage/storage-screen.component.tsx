import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@gramota/ui';
import { useRoute, ViewAccess } from '@gramota/shell-api';
import { ForSchoolsButton } from './school-promo.component';
import { StorageBrowser } from './storage-browser.component';
import { parseStorageRoute } from './storage-route';

// Only a link's visitors need it: its own chunk, loaded when a link is opened.
const StorageLinkPage = lazy(() => import('./link/storage-link-page.component'));

/**
 * The storage (seed 000 §2 Storage): every /app/storage/... list view for the signed-in teacher
 * with storage_view (seed 001 §6), and the page a share link opens, for anyone with the link.
 */
export default function StorageScreen() {
  const { t } = useTranslation('common');
  const { rest, search } = useRoute();
  const route = parseStorageRoute(rest, search);
  if (route.view === 'link')
    return (
      <AreaPage page="storage" title={t('pages.storage')}>
        <Suspense fallback={null}>
          <StorageLinkPage code={route.code} aim={route.aim} />
        </Suspense>
      </AreaPage>
    );
  return (
    <AreaPage page="storage" title={t('pages.storage')} actions={<ForSchoolsButton />}>
      <ViewAccess permission="storage_view">
        <StorageBrowser route={route} />
      </ViewAccess>
    </AreaPage>
  );
}
