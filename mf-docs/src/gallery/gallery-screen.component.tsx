import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage, Button, EmptyState } from '@gramota/ui';
import { appPaths } from '@gramota/contracts';
import { useRoute, useUserKey } from '@gramota/shell-api';
import { AreaLink } from '../common/area-link.component';
import { CategoryTabs, type GallerySection } from './category-tabs.component';
import { GalleryFilters } from './gallery-filters.component';
import { GalleryHome } from './gallery-home.component';
import {
  buildGalleryIndex,
  cardsIn,
  EMPTY_GALLERY,
  findByName,
  groupsOf,
  searchTemplates,
  type GalleryIndex,
} from './gallery-index';
import {
  galleryPath,
  INDIVIDUAL_CATEGORY,
  parseGalleryRoute,
  type GalleryRoute,
} from './gallery-route';
import { GroupNav } from './group-nav.component';
import { MyTemplates } from './my-templates.component';
import { CreateFromRoute, RegionSelectRoute } from './route-effects.component';
import { TemplateDetails } from './template-details.component';
import { TemplateGrid } from './template-grid.component';
import { useTemplateGetQuery, useTemplatesGetQuery } from './templates.api';
import { useGallerySettings } from './use-gallery-settings';
import { registerGalleryStrings } from '../i18n/gallery-strings';
import styles from './gallery-screen.module.css';

registerGalleryStrings();

/** The template gallery (seed 001 §2): every /app/templates/... route. */
export default function GalleryScreen() {
  const { t } = useTranslation(['gallery', 'common']);
  const { rest, search } = useRoute();
  const route = parseGalleryRoute(rest, search);
  const userKey = useUserKey();
  const { lng, regions } = useGallerySettings();
  const { data, isLoading, isError, refetch } = useTemplatesGetQuery(
    { lng, userKey: userKey ?? '', region: regions },
    { skip: !userKey },
  );
  const index = useMemo(() => (data ? buildGalleryIndex(data) : EMPTY_GALLERY), [data]);
  // A card page marks its template's type even when the template is of another language.
  const cardTemplate = useTemplateGetQuery(route.view === 'card' ? route.templateId : '', {
    skip: route.view !== 'card',
  }).data;
  const scrollKey = rest.join('/');
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [scrollKey]);

  let body;
  if (route.view === 'create') body = <CreateFromRoute templateId={route.templateId} />;
  else if (route.view === 'region-select')
    body = <RegionSelectRoute lng={route.lng} region={route.region} />;
  else if (route.view === 'card') body = <TemplateDetails templateId={route.templateId} />;
  else if (isError)
    body = (
      <EmptyState title={t('gallery:loadError')}>
        <Button variant="primary" onClick={() => void refetch()}>
          {t('gallery:retry')}
        </Button>
      </EmptyState>
    );
  else if (isLoading || !userKey || !data)
    body = <div className={styles.loading} aria-busy="true" />;
  else body = <GalleryView route={route} index={index} />;

  return (
    <AreaPage page="templates" title={t('common:pages.templates')}>
      <GalleryFilters
        key={route.view === 'search' ? route.query : ''}
        initialQuery={route.view === 'search' ? route.query : ''}
      />
      <CategoryTabs
        active={route.view === 'card' ? (cardTemplate?.category ?? null) : activeSection(route)}
        offerIndividual={cardsIn(index, INDIVIDUAL_CATEGORY).length > 0}
      />
      {body}
    </AreaPage>
  );
}

function activeSection(route: GalleryRoute): GallerySection {
  if (route.view === 'category' || route.view === 'named') return route.category;
  if (route.view === 'my' || route.view === 'workshop') return route.view;
  return null;
}

function GalleryView({ route, index }: { route: GalleryRoute; index: GalleryIndex }) {
  const { t } = useTranslation(['gallery', 'docs', 'common']);
  const { search } = useRoute();
  const toGallery = <AreaLink href={galleryPath([], search)}>{t('empty.toGallery')}</AreaLink>;

  switch (route.view) {
    case 'home':
      return <GalleryHome index={index} />;
    case 'category': {
      const cards = cardsIn(index, route.category, route.group);
      return (
        <>
          <GroupNav
            category={route.category}
            groups={groupsOf(index, route.category)}
            active={route.group}
          />
          {cards.length > 0 ? (
            <TemplateGrid cards={cards} label={t(`common:categories.${route.category}`)} />
          ) : route.category === INDIVIDUAL_CATEGORY ? (
            <EmptyState title={t('empty.individual')} text={t('empty.individualText')}>
              <AreaLink href={appPaths.workshop()}>{t('empty.workshopAction')}</AreaLink>
            </EmptyState>
          ) : (
            <EmptyState title={t('empty.category')} text={t('empty.categoryText')} />
          )}
        </>
      );
    }
    case 'named': {
      const entry = findByName(index, route.category, route.group, route.name);
      return entry ? (
        <TemplateDetails templateId={entry.card.id} />
      ) : (
        <EmptyState title={t('card.notFound')} text={t('card.notFoundText')}>
          {toGallery}
        </EmptyState>
      );
    }
    case 'my':
      return <MyTemplates cards={index.my} />;
    case 'workshop':
      return index.workshop.length > 0 ? (
        <TemplateGrid cards={index.workshop} label={t('nav.workshop')} />
      ) : (
        <EmptyState title={t('empty.workshop')} text={t('empty.workshopText')}>
          <AreaLink href={appPaths.workshop()}>{t('empty.workshopAction')}</AreaLink>
        </EmptyState>
      );
    case 'search':
      return <SearchResults query={route.query} index={index} />;
    default:
      return (
        <EmptyState title={t('empty.unknown')} text={t('empty.unknownText')}>
          {toGallery}
        </EmptyState>
      );
  }
}

function SearchResults({ query, index }: { query: string; index: GalleryIndex }) {
  const { t } = useTranslation(['gallery', 'docs', 'common']);
  const cards = useMemo(
    () =>
      searchTemplates(index, query, (entry) => [
        t(`common:categories.${entry.category}`),
        ...entry.groups.map((group) => t(`groups.${group}`)),
      ]),
    [index, query, t],
  );
  if (!query) return <EmptyState title={t('search.empty')} />;
  return (
    <section>
      <h2 className={styles.resultsTitle}>
        {t('search.title', { query })}
        <span className={styles.count}>{t('search.results', { count: cards.length })}</span>
      </h2>
      {cards.length > 0 ? (
        <TemplateGrid cards={cards} label={t('search.label')} />
      ) : (
        <EmptyState title={t('empty.search')} text={t('empty.searchText')} />
      )}
    </section>
  );
}
