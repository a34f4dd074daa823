import { useTranslation } from 'react-i18next';
import { CATEGORIES, type Category } from '@gramota/contracts';
import { useRoute } from '@gramota/shell-api';
import { AreaLink } from '../common/area-link.component';
import { categoryPath, galleryPath, INDIVIDUAL_CATEGORY } from './gallery-route';
import styles from './category-tabs.module.css';

export type GallerySection = Category | 'my' | 'workshop' | null;

/**
 * The template types as tabs (seed 001 §3 categories g, d, c, b, s, p, o, i), then the teacher's
 * own lists. The active one is marked (seed 000 §2: the matching link is selected). «Individual»
 * (templates made for one school; the starter catalogue has none) is offered only when the
 * gallery has some, so no tab leads to an empty page.
 */
export function CategoryTabs({
  active,
  offerIndividual,
}: {
  active: GallerySection;
  offerIndividual: boolean;
}) {
  const { t } = useTranslation(['gallery', 'docs', 'common']);
  const { search } = useRoute();
  const tab = (key: string, href: string, label: string, current: boolean) => (
    <AreaLink
      key={key}
      href={href}
      className={current ? `${styles.tab} ${styles.active}` : styles.tab}
      aria-current={current ? 'page' : undefined}
      data-category={key}
    >
      {label}
    </AreaLink>
  );
  return (
    <nav className={styles.tabs} aria-label={t('nav.categories')}>
      <div className={styles.row}>
        {CATEGORIES.filter((category) => category !== INDIVIDUAL_CATEGORY || offerIndividual).map(
          (category) =>
            tab(
              category,
              categoryPath(category, search),
              t(`common:categories.${category}`),
              active === category,
            ),
        )}
      </div>
      <div className={styles.row}>
        {tab('my', galleryPath(['my'], search), t('nav.my'), active === 'my')}
        {tab(
          'workshop',
          galleryPath(['workshop'], search),
          t('nav.workshop'),
          active === 'workshop',
        )}
      </div>
    </nav>
  );
}
