import { useTranslation } from 'react-i18next';
import { buildAppPath } from '@gramota/contracts';
import { HELP_SLUGS, type HelpLibrary, type HelpSlug } from './help-pages';
import styles from './help.module.css';

/** Links to the other help pages (the shell routes them in the app), titled in the help's language. */
export function HelpTopics({ pages, current }: { pages: HelpLibrary; current?: HelpSlug }) {
  const { t } = useTranslation('help');
  return (
    <nav className={styles.topics} aria-label={t('index')}>
      <h2 className={styles.heading}>{t('index')}</h2>
      <ul>
        {HELP_SLUGS.filter((slug) => slug !== current).map((slug) => (
          <li key={slug}>
            <a href={buildAppPath('help', ...slug.split('/'))}>{pages[slug].title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
