import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_REGIONS } from '@gramota/contracts';
import { useRoute } from '@gramota/shell-api';
import { useAreaNavigation } from '../common/area-navigation';
import { SearchIcon } from '../common/icons.component';
import { galleryPath, searchPath } from './gallery-route';
import {
  GALLERY_LANGUAGES,
  hasRegions,
  languageLabel,
  type GalleryLanguage,
} from './template-language';
import { useGallerySettings } from './use-gallery-settings';
import styles from './gallery-filters.module.css';

/** Search, template language and region (seed 001 §2, §5 "Template search needs text"). */
export function GalleryFilters({ initialQuery = '' }: { initialQuery?: string }) {
  const { t } = useTranslation('gallery');
  const { search } = useRoute();
  const go = useAreaNavigation();
  const { lng, region, setLanguage } = useGallerySettings();
  const [query, setQuery] = useState(initialQuery);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return setError(t('search.empty'));
    setError(null);
    go(searchPath(text, search));
  };

  return (
    <div className={styles.filters}>
      <form className={styles.search} role="search" onSubmit={submit} noValidate>
        <SearchIcon className={styles.searchIcon} />
        <input
          className={styles.searchInput}
          type="search"
          name="sq"
          value={query}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className={styles.searchButton}>
          {t('search.submit')}
        </button>
        {error ? (
          <div className={styles.tooltip} role="alert" data-testid="field-error">
            {error}
          </div>
        ) : null}
      </form>
      <label className={styles.select}>
        <span className={styles.hidden}>{t('languages.label')}</span>
        <select
          value={lng}
          data-testid="template-language"
          onChange={(event) => setLanguage(event.target.value as GalleryLanguage)}
        >
          {GALLERY_LANGUAGES.map((value) => (
            <option key={value} value={value}>
              {languageLabel(value, t)}
            </option>
          ))}
        </select>
      </label>
      {hasRegions(lng) ? (
        <label className={styles.select}>
          <span className={styles.hidden}>{t('region.label')}</span>
          <select
            value={region || 'all'}
            data-testid="template-region"
            onChange={(event) =>
              go(galleryPath(['region-select', lng, event.target.value], search))
            }
          >
            <option value="all">{t('region.all')}</option>
            {TEMPLATE_REGIONS[lng].map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
