import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoute } from '@gramota/shell-api';
import { useAreaNavigation } from '../common/area-navigation';
import { SearchIcon } from '../common/icons.component';
import { docsPath, isSearchable } from './docs-route';
import styles from './docs-search.module.css';

/** Typing pauses this long before the search runs by itself. */
const TYPING_PAUSE_MS = 500;

/**
 * Search of My documents: Enter, or a pause in typing, searches the whole account — with 3
 * characters or more; with fewer nothing happens (seed 000 §5).
 */
export function DocsSearch({ initialQuery }: { initialQuery: string }) {
  const { t } = useTranslation('docs');
  const { search } = useRoute();
  const go = useAreaNavigation();
  const [text, setText] = useState(initialQuery);
  const last = useRef(initialQuery);

  const run = (value: string) => {
    const query = value.trim();
    if (!isSearchable(query) || query === last.current) return;
    last.current = query;
    go(docsPath({ view: 'search', query }, search), { replace: initialQuery !== '' });
  };

  useEffect(() => {
    const timer = setTimeout(() => run(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // run is rebuilt each render; the pause restarts only when the text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return (
    <form
      className={styles.search}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        run(text);
      }}
    >
      <SearchIcon className={styles.icon} />
      <input
        className={styles.input}
        type="search"
        name="sq"
        value={text}
        placeholder={t('docs.search.placeholder')}
        aria-label={t('docs.search.label')}
        title={t('docs.search.hint')}
        onChange={(event) => setText(event.target.value)}
        data-testid="docs-search"
      />
    </form>
  );
}
