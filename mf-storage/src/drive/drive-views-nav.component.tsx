import { useTranslation } from 'react-i18next';
import { ViewsNav, viewIcon } from '@gramota/ui';
import { drivePath, type DriveRoute } from './drive-route';
import { useDriveNavigation } from './use-drive-commands';

const VIEWS = ['all', 'trash'] as const;

/** The Drive's views (seed 000 §2): everything, and the trash. */
export function DriveViewsNav({ route }: { route: DriveRoute }) {
  const { t } = useTranslation('drive');
  const go = useDriveNavigation();
  return (
    <ViewsNav
      label={t('drive.views.label')}
      tabs={VIEWS.map((key) => ({
        key,
        href: drivePath({ view: key }),
        label: t(`drive.views.${key}`),
        active: key === route.view,
        icon: viewIcon(key),
      }))}
      onNavigate={go}
    />
  );
}
