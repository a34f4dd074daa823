import { useTranslation } from 'react-i18next';
import { buildAppPath } from '@gramota/contracts';
import { HELP_SLUGS, helpPage, type HelpSlug } from './help-pages';
import styles from './help.module.css';

/** Links to the other help pages (the shell routes them in the app). */
export function HelpTopics({ current }: { current?: HelpSlug }) {
  const { t, i18n } = useTranslation('help');
  return (
    <nav className={styles.topics} aria-label={t('index')}>
      <h2 className={styles.heading}>{t('index')}</h2>
      <ul>
        {HELP_SLUGS.filter((slug) => slug !== current).map((slug) => (
          <li key={slug}>
            <a href={buildAppPath('help', ...slug.split('/'))}>
              {helpPage(slug, i18n.language).title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
