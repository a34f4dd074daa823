import { useTranslation } from 'react-i18next';
import {
  selectUserKey,
  useAppSelector,
  useEmbedDocChoicesQuery,
  useEmbedLinksQuery,
} from '@gramota/store';
import { FormAlert, apiErrorMessage, readApiError } from '@gramota/ui';
import { EmbedLinkForm } from './embed-link.form';
import { EmbedLinkRow } from './embed-link-row.component';
import { describeEmbedLink } from './embed-links';
import styles from '../profile-page.module.css';
import embedStyles from './embed.module.css';

/**
 * /app/profile/embed: the owner's links that let a school's site show a part of the account
 * (security review, finding 9). The profile page shows it only to the signed-in owner.
 */
export function EmbedTab() {
  const { t } = useTranslation(['profile', 'common']);
  const userKey = useAppSelector(selectUserKey);
  const { data, error, isLoading } = useEmbedLinksQuery();
  const links = data?.links ?? [];
  // Names a spreadsheet link's document, from the list the form's select uses (one cached call).
  const { data: docs } = useEmbedDocChoicesQuery(userKey ?? '', {
    skip: !userKey || !links.some((link) => link.scope === 'spreadsheet'),
  });
  const docNames = new Map((docs ?? []).map((doc) => [doc.id, doc.name]));

  return (
    <div data-tab-content="embed">
      <p className={styles.intro}>{t('profile:embed.intro')}</p>
      <EmbedLinkForm />
      <section data-testid="embed-links">
        <h2 className={styles.cardTitle}>{t('profile:embed.listTitle')}</h2>
        {error ? <FormAlert message={apiErrorMessage(t, readApiError(error))} /> : null}
        {!isLoading && !error && links.length === 0 ? (
          <p className={styles.muted} data-testid="embed-empty">
            {t('profile:embed.empty')}
          </p>
        ) : null}
        {links.length > 0 ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('profile:embed.what')}</th>
                <th>{t('profile:embed.sites')}</th>
                <th>{t('profile:embed.expires')}</th>
                <th>
                  <span className={embedStyles.visuallyHidden}>{t('profile:embed.revoke')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => (
                <EmbedLinkRow
                  key={link.id}
                  link={link}
                  what={describeEmbedLink(t, link, docNames)}
                />
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </div>
  );
}
