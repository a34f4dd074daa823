import { useTranslation } from 'react-i18next';
import { DOC_TYPES } from '@gramota/contracts';
import { useRoute } from '@gramota/shell-api';
import { AreaLink } from '../common/area-link.component';
import { ClockIcon, GridIcon, HomeIcon, StarIcon, TrashIcon } from '../common/icons.component';
import { docsPath, type DocsRoute } from './docs-route';
import styles from './docs-views-nav.module.css';

const VIEWS = [
  { key: 'root', route: { view: 'folder', folderId: null }, Icon: HomeIcon },
  { key: 'recent', route: { view: 'recent' }, Icon: ClockIcon },
  { key: 'favorite', route: { view: 'favorite' }, Icon: StarIcon },
  { key: 'types', route: { view: 'types', type: DOC_TYPES[0] }, Icon: GridIcon },
  { key: 'trash', route: { view: 'trash' }, Icon: TrashIcon },
] as const satisfies ReadonlyArray<{ key: string; route: DocsRoute; Icon: unknown }>;

const isActive = (key: string, route: DocsRoute) =>
  key === 'root' ? route.view === 'folder' : key === route.view;

/** The views of My documents (seed 000 §2); the embedded picker has no trash. */
export function DocsViewsNav({ route, embed }: { route: DocsRoute; embed: boolean }) {
  const { t } = useTranslation('docs');
  const { search } = useRoute();
  return (
    <nav className={styles.views} aria-label={t('docs.views.label')}>
      {VIEWS.filter((entry) => !(embed && entry.key === 'trash')).map(
        ({ key, route: target, Icon }) => {
          const active = isActive(key, route);
          return (
            <AreaLink
              key={key}
              href={docsPath(target, search)}
              className={active ? `${styles.view} ${styles.active}` : styles.view}
              aria-current={active ? 'page' : undefined}
              data-view={key}
            >
              <Icon />
              {t(`docs.views.${key}`)}
            </AreaLink>
          );
        },
      )}
    </nav>
  );
}

/** Tabs of the by-type view (seed 000 §2: g, d, c, b, s, p, o). */
export function TypeTabs({ route }: { route: DocsRoute }) {
  const { t } = useTranslation('docs');
  const { search } = useRoute();
  if (route.view !== 'types') return null;
  return (
    <nav className={styles.types} aria-label={t('docs.types.label')}>
      {DOC_TYPES.map((type) => {
        const active = route.type === type;
        return (
          <AreaLink
            key={type}
            href={docsPath({ view: 'types', type }, search)}
            className={active ? `${styles.type} ${styles.typeActive}` : styles.type}
            aria-current={active ? 'page' : undefined}
            data-type={type}
          >
            {t(`categories.${type}`)}
          </AreaLink>
        );
      })}
    </nav>
  );
}
