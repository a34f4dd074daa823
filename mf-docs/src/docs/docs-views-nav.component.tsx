import { useTranslation } from 'react-i18next';
import { DOC_TYPES } from '@gramota/contracts';
import { useRoute } from '@gramota/shell-api';
import { TypeTabsNav, ViewsNav, viewIcon, type VIEW_ICONS } from '@gramota/ui';
import { useAreaNavigation } from '../common/area-navigation';
import { docsPath, type DocsRoute } from './docs-route';

const VIEWS = [
  { key: 'root', route: { view: 'folder', folderId: null } },
  { key: 'recent', route: { view: 'recent' } },
  { key: 'favorite', route: { view: 'favorite' } },
  { key: 'types', route: { view: 'types', type: DOC_TYPES[0] } },
  { key: 'trash', route: { view: 'trash' } },
] as const satisfies ReadonlyArray<{ key: keyof typeof VIEW_ICONS; route: DocsRoute }>;

const isActive = (key: string, route: DocsRoute) =>
  key === 'root' ? route.view === 'folder' : key === route.view;

/** The views of My documents (seed 000 §2); the embedded picker has no trash. */
export function DocsViewsNav({ route, embed }: { route: DocsRoute; embed: boolean }) {
  const { t } = useTranslation(['docs', 'common']);
  const { search } = useRoute();
  const go = useAreaNavigation();
  return (
    <ViewsNav
      label={t('docs.views.label')}
      tabs={VIEWS.filter((entry) => !(embed && entry.key === 'trash')).map(
        ({ key, route: target }) => ({
          key,
          href: docsPath(target, search),
          label: t(`docs.views.${key}`),
          active: isActive(key, route),
          icon: viewIcon(key),
        }),
      )}
      onNavigate={go}
    />
  );
}

/** Tabs of the by-type view (seed 000 §2: g, d, c, b, s, p, o). */
export function TypeTabs({ route }: { route: DocsRoute }) {
  const { t } = useTranslation(['docs', 'common']);
  const { search } = useRoute();
  const go = useAreaNavigation();
  if (route.view !== 'types') return null;
  return (
    <TypeTabsNav
      label={t('docs.types.label')}
      tabs={DOC_TYPES.map((type) => ({
        key: type,
        href: docsPath({ view: 'types', type }, search),
        label: t(`common:categories.${type}`),
        active: route.type === type,
      }))}
      onNavigate={go}
    />
  );
}
