import { useTranslation } from 'react-i18next';
import type { LicenceInfo, TemplateCard } from '@gramota/contracts';
import { useRoute } from '@gramota/shell-api';
import { selectIsLoggedIn, useAppSelector, useProfileLicencesQuery } from '@gramota/store';
import { EmptyState, formatDate } from '@gramota/ui';
import { AreaLink } from '../common/area-link.component';
import { galleryPath } from './gallery-route';
import { TemplateGrid } from './template-grid.component';
import styles from './gallery-home.module.css';

/**
 * The active licence that opens the whole catalogue: a school one first (it covers all templates
 * too), else an all-templates one; the one ending last of its kind.
 */
export function catalogueLicence(licences: readonly LicenceInfo[]): LicenceInfo | null {
  for (const kind of ['school', 'all-templates'] as const) {
    const covering = licences
      .filter((licence) => licence.active && licence.kind === kind)
      .sort((a, b) => b.date_end.localeCompare(a.date_end));
    if (covering[0]) return covering[0];
  }
  return null;
}

/**
 * /app/templates/my/: the templates the teacher bought one by one, and, with an all-templates or
 * school licence, what that licence covers and until when (instead of "no purchased templates").
 */
export function MyTemplates({ cards }: { cards: readonly TemplateCard[] }) {
  const { t, i18n } = useTranslation('gallery');
  const { search } = useRoute();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useProfileLicencesQuery(undefined, { skip: !loggedIn });
  const licence = catalogueLicence(data?.licences ?? []);
  const toGallery = <AreaLink href={galleryPath([], search)}>{t('empty.toGallery')}</AreaLink>;
  const bought = cards.length > 0 ? <TemplateGrid cards={cards} label={t('nav.my')} /> : null;
  if (!licence)
    return (
      bought ?? (
        <EmptyState title={t('empty.my')} text={t('empty.myText')}>
          {toGallery}
        </EmptyState>
      )
    );
  const kind = licence.kind === 'school' ? 'school' : 'allTemplates';
  return (
    <div className={styles.home}>
      <section data-testid="my-licence" data-licence={licence.kind}>
        <EmptyState
          title={t(`myLicence.${kind}`)}
          text={t(`myLicence.${kind}Text`, {
            date: formatDate(licence.date_end, i18n.language),
          })}
        >
          {toGallery}
        </EmptyState>
      </section>
      {bought ? (
        <section className={styles.section}>
          <header className={styles.header}>
            <h2 className={styles.title}>{t('myLicence.bought')}</h2>
          </header>
          {bought}
        </section>
      ) : null}
    </div>
  );
}
