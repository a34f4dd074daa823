import { useTranslation } from 'react-i18next';
import { DOC_TYPES } from '@gramota/contracts';
import { useRoute } from '@gramota/shell-api';
import { TypeTabsNav, ViewsNav, viewIcon, type VIEW_ICONS } from '@gramota/ui';
import { useAreaNavigation } from '../common/area-link.component';
import { readyPath, type ReadyRoute } from './ready-route';

const VIEWS = [
  { key: 'all', route: { view: 'all' } },
  { key: 'types', route: { view: 'types', type: DOC_TYPES[0] } },
  { key: 'trash', route: { view: 'trash' } },
] as const satisfies ReadonlyArray<{ key: keyof typeof VIEW_ICONS; route: ReadyRoute }>;

/** The views of Ready files (seed 000 §2) and, in the by-type view, the type tabs. */
export function ReadyViewsNav({ route }: { route: ReadyRoute }) {
  const { t } = useTranslation(['ready', 'common']);
  const { search } = useRoute();
  const go = useAreaNavigation();
  return (
    <>
      <ViewsNav
        label={t('ready.views.label')}
        tabs={VIEWS.map(({ key, route: target }) => ({
          key,
          href: readyPath(target, search),
          label: t(`ready.views.${key}`),
          active: key === route.view,
          icon: viewIcon(key),
        }))}
        onNavigate={go}
      />
      {route.view === 'types' ? (
        <TypeTabsNav
          label={t('ready.types.label')}
          tabs={DOC_TYPES.map((type) => ({
            key: type,
            href: readyPath({ view: 'types', type }, search),
            label: t(`common:categories.${type}`),
            active: route.type === type,
          }))}
          onNavigate={go}
        />
      ) : null}
    </>
  );
}
