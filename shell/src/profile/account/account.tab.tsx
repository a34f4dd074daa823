import { useTranslation } from 'react-i18next';
import { selectProfile, useAppSelector } from '@gramota/store';
import { ProfileNameForm } from './profile-name.form';
import { SetEmailForm } from './set-email.form';
import { UserpicForm } from './userpic.form';
import { SignInConnections } from './sign-in-connections.component';
import { TimezoneForm } from './timezone.form';
import { CloudDiskCard } from './cloud-disk.component';
import styles from '../profile-page.module.css';

/** /app/profile/: name, e-mail, ID, userpic, sign-in connections, disk, time zone. */
export function AccountTab() {
  const { t } = useTranslation('profile');
  const profile = useAppSelector(selectProfile);
  if (!profile) return null;
  return (
    <div data-tab-content="account">
      <section className={styles.card}>
        <UserpicForm userpic={profile.userpic} name={profile.name || profile.email} />
        <ProfileNameForm name={profile.name} />
        <dl>
          <div className={styles.row}>
            <dt className={styles.label}>{t('account.email')}</dt>
            <dd className={styles.value} data-testid="profile-email">
              {profile.email}
            </dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.label}>{t('account.id')}</dt>
            <dd className={styles.value} data-testid="profile-id">
              {profile.id}
            </dd>
          </div>
        </dl>
        {profile.email ? null : <SetEmailForm />}
      </section>
      <SignInConnections connected={profile.oauth} />
      <CloudDiskCard />
      <section className={styles.card}>
        <TimezoneForm timezone={profile.timezone} />
      </section>
    </div>
  );
}
