import { useTranslation } from 'react-i18next';
import type { Category, Group } from '@gramota/contracts';
import { useRoute } from '@gramota/shell-api';
import { AreaLink } from '../common/area-link.component';
import { categoryPath } from './gallery-route';
import styles from './group-nav.module.css';

interface GroupNavProps {
  category: Category;
  groups: readonly Group[];
  active: Group | null;
}

/** The groups of one category ('All' first); the current one is marked. */
export function GroupNav({ category, groups, active }: GroupNavProps) {
  const { t } = useTranslation('gallery');
  const { search } = useRoute();
  if (groups.length === 0) return null;
  const entries: Array<Group | null> = [null, ...groups];
  return (
    <nav className={styles.groups} aria-label={t('nav.groups')}>
      {entries.map((group) => {
        const current = group === active;
        return (
          <AreaLink
            key={group ?? 'all'}
            href={categoryPath(category, search, group)}
            className={current ? `${styles.group} ${styles.active}` : styles.group}
            aria-current={current ? 'page' : undefined}
            data-group={group ?? 'all'}
          >
            {t(`groups.${group ?? 'all'}`)}
          </AreaLink>
        );
      })}
    </nav>
  );
}
