import { useTranslation } from 'react-i18next';
import type { DocType } from '@gramota/contracts';
import { TypeTabsNav, ViewsNav, viewIcon } from '@gramota/ui';
import { useWorkshopNavigation } from './area-navigation';
import { workshopPath, type WorkshopRoute } from './workshop-route';

const VIEWS = ['all', 'recent', 'types', 'shared', 'trash'] as const;

/** The views of My templates (seed 001 §2) and, by type, the tabs of the types present only. */
export function WorkshopViewsNav({
  route,
  types,
}: {
  route: WorkshopRoute;
  /** The types present, in the tabs' order. */
  types: readonly DocType[];
}) {
  const { t } = useTranslation(['workshop', 'common']);
  const go = useWorkshopNavigation();
  const shownType = route.view === 'types' ? (route.type ?? types[0] ?? null) : null;
  const target = (key: (typeof VIEWS)[number]): WorkshopRoute =>
    key === 'types' ? { view: 'types', type: types[0] ?? null } : { view: key };
  return (
    <>
      <ViewsNav
        label={t('list.views.label')}
        tabs={VIEWS.map((key) => ({
          key,
          href: workshopPath(target(key)),
          label: t(`list.views.${key}`),
          active: key === route.view,
          icon: viewIcon(key),
        }))}
        onNavigate={go}
      />
      {route.view === 'types' && types.length > 0 ? (
        <TypeTabsNav
          label={t('list.types.label')}
          tabs={types.map((type) => ({
            key: type,
            href: workshopPath({ view: 'types', type }),
            label: t(`common:categories.${type}`),
            active: shownType === type,
          }))}
          onNavigate={go}
        />
      ) : null}
    </>
  );
}
