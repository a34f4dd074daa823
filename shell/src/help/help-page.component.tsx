import { useTranslation } from 'react-i18next';
import { AreaPage } from '@gramota/ui';
import { useRoute } from '@gramota/shell-api';
import { helpPage, isHelpSlug } from './help-pages';
import { HelpArticle } from './help-article.component';
import { HelpTopics } from './help-topics.component';
import styles from './help.module.css';

/**
 * /app/help/{topic}/ as a full page (also with ?modal=true when opened directly: there is no page
 * behind it to keep, so the page itself is the help).
 */
export function HelpPageScreen() {
  const { t, i18n } = useTranslation('help');
  const slug = useRoute().rest.join('/');
  if (!isHelpSlug(slug)) {
    return (
      <AreaPage page="help" title={slug === '' ? t('title') : t('notFound')}>
        <HelpTopics />
      </AreaPage>
    );
  }
  const page = helpPage(slug, i18n.language);
  return (
    <AreaPage page="help" title={page.title}>
      <div className={styles.page}>
        <HelpArticle page={page} headingLevel={2} />
        <HelpTopics current={slug} />
      </div>
    </AreaPage>
  );
}
