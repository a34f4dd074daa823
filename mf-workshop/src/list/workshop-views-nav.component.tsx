import { useTranslation } from 'react-i18next';
import type { DocType } from '@gramota/contracts';
import { AreaIcon, TypeTabsNav, ViewsNav, viewIcon } from '@gramota/ui';
import { useWorkshopNavigation } from './area-navigation';
import { workshopPath, type WorkshopRoute } from './workshop-route';

const VIEWS = ['all', 'recent', 'types', 'shared', 'trash'] as const;

/** Two people: what others shared with this account. */
const SharedIcon = () => (
  <AreaIcon>
    <circle cx="9" cy="8.5" r="3" />
    <path d="M3.5 19c.6-3.2 2.7-5 5.5-5s4.9 1.8 5.5 5" />
    <circle cx="16.5" cy="9.5" r="2.3" />
    <path d="M15.5 14.2c2.6-.3 4.4 1.3 5 4.3" />
  </AreaIcon>
);

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
          icon: key === 'shared' ? <SharedIcon /> : viewIcon(key),
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
