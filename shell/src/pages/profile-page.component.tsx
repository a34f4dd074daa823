import { useTranslation } from 'react-i18next';
import { AreaPage } from '@gramota/ui';
import { selectProfile, useAppSelector } from '@gramota/store';
import styles from './shell-pages.module.css';

/** Profile: who the user is, read from profile-get. */
export function ProfilePage() {
  const { t } = useTranslation(['common', 'shell']);
  const profile = useAppSelector(selectProfile);
  const rows: Array<[string, string]> = profile
    ? [
        [t('shell:profile.id'), profile.id],
        [t('shell:profile.name'), profile.name || t('shell:profile.anonymous')],
        [t('shell:profile.email'), profile.email || t('shell:profile.noEmail')],
        [t('shell:profile.timezone'), profile.timezone],
      ]
    : [];
  return (
    <AreaPage page="profile" title={t('common:pages.profile')}>
      <dl className={styles.card}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.muted}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </AreaPage>
  );
}
