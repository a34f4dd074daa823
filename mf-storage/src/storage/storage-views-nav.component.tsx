import { useTranslation } from 'react-i18next';
import { ViewsNav, viewIcon } from '@gramota/ui';
import { useStorageNavigation } from './storage-navigation';
import { storagePath, type StorageRoute } from './storage-route';

const VIEWS = ['root', 'shared', 'trash'] as const;

/** The storage's views (seed 000 §2): its own files and folders, shared with me, the trash. */
export function StorageViewsNav({ route }: { route: StorageRoute }) {
  const { t } = useTranslation('storage');
  const go = useStorageNavigation();
  return (
    <ViewsNav
      label={t('storage.views.label')}
      tabs={VIEWS.map((key) => ({
        key,
        href: storagePath({ view: key }),
        label: t(`storage.views.${key}`),
        active: key === route.view,
        icon: viewIcon(key),
      }))}
      onNavigate={go}
    />
  );
}
