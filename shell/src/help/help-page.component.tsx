import { useTranslation } from 'react-i18next';
import { AreaPage } from '@gramota/ui';
import { useRoute } from '@gramota/shell-api';
import { isHelpSlug } from './help-pages';
import { HelpArticle } from './help-article.component';
import { HelpTopics } from './help-topics.component';
import { useHelpPages } from './use-help-pages';
import styles from './help.module.css';

/**
 * /app/help/{topic}/ as a full page (also with ?modal=true when opened directly: there is no page
 * behind it to keep, so the page itself is the help).
 */
export function HelpPageScreen() {
  const { t } = useTranslation('help');
  const slug = useRoute().rest.join('/');
  const pages = useHelpPages();
  // The language's pages are a moment away (their own chunk): the page waits for them rather
  // than showing the Russian fallback first.
  if (!pages) return null;
  if (!isHelpSlug(slug)) {
    return (
      <AreaPage page="help" title={slug === '' ? t('title') : t('notFound')}>
        <HelpTopics pages={pages} />
      </AreaPage>
    );
  }
  const page = pages[slug];
  return (
    <AreaPage page="help" title={page.title}>
      <div className={styles.page}>
        <HelpArticle page={page} headingLevel={2} />
        <HelpTopics pages={pages} current={slug} />
      </div>
    </AreaPage>
  );
}
