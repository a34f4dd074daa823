import { useTranslation } from 'react-i18next';
import { useRoute } from '@gramota/shell-api';
import { AreaLink } from '../common/area-link.component';
import { cardsIn, categoriesWithTemplates, type GalleryIndex } from './gallery-index';
import { categoryPath } from './gallery-route';
import { TemplateGrid } from './template-grid.component';
import styles from './gallery-home.module.css';

/** How many cards each category shows on the gallery's first page. */
const PER_CATEGORY = 6;

/** /app/templates/: a short row of every category that has templates in this language. */
export function GalleryHome({ index }: { index: GalleryIndex }) {
  const { t } = useTranslation(['gallery', 'docs', 'common']);
  const { search } = useRoute();
  return (
    <div className={styles.home}>
      {categoriesWithTemplates(index).map((category) => {
        const cards = cardsIn(index, category);
        return (
          <section key={category} className={styles.section} data-category-section={category}>
            <header className={styles.header}>
              <h2 className={styles.title}>{t(`common:categories.${category}`)}</h2>
              <AreaLink className={styles.more} href={categoryPath(category, search)}>
                {t('nav.allOf', { count: cards.length })} →
              </AreaLink>
            </header>
            <TemplateGrid
              cards={cards.slice(0, PER_CATEGORY)}
              label={t(`common:categories.${category}`)}
            />
          </section>
        );
      })}
    </div>
  );
}
