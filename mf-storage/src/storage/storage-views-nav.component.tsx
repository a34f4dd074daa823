import { useTranslation } from 'react-i18next';
import { AreaIcon, ViewsNav, viewIcon } from '@gramota/ui';
import { useStorageNavigation } from './storage-navigation';
import { storagePath, type StorageRoute } from './storage-route';

const VIEWS = ['root', 'shared', 'trash'] as const;

/** Two people: what others shared with this account. */
const SharedIcon = () => (
  <AreaIcon>
    <circle cx="9" cy="8.5" r="3" />
    <path d="M3.5 19c.6-3.2 2.7-5 5.5-5s4.9 1.8 5.5 5" />
    <circle cx="16.5" cy="9.5" r="2.3" />
    <path d="M15.5 14.2c2.6-.3 4.4 1.3 5 4.3" />
  </AreaIcon>
);

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
        icon: key === 'shared' ? <SharedIcon /> : viewIcon(key),
      }))}
      onNavigate={go}
    />
  );
}
