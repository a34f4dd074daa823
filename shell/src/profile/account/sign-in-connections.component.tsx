import { useTranslation } from 'react-i18next';
import { useNotify } from '@gramota/shell-api';
import { useLoginProvidersQuery, useProfileOauthDisconnectMutation } from '@gramota/store';
import { Button, buttonClasses, FormAlert, useApiForm } from '@gramota/ui';
import { oauthStartUrl } from '../../session/oauth-links';
import { profileTabPath } from '../profile-tabs';
import styles from '../profile-page.module.css';

const FIELDS = ['provider'] as const;

/** Each configured provider, connected or not: connect (a page navigation) or disconnect. */
export function SignInConnections({ connected }: { connected: Record<string, boolean> }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const { data } = useLoginProvidersQuery();
  const form = useApiForm(FIELDS);
  const [disconnect] = useProfileOauthDisconnectMutation();
  const providers = data?.providers ?? [];

  const onDisconnect = (provider: string) =>
    void form.submit(async () => {
      await disconnect({ provider }).unwrap();
      notify.success(t('account.disconnected'));
    });

  return (
    <section className={styles.card} data-testid="sign-in-connections">
      <h2 className={styles.cardTitle}>{t('account.connections')}</h2>
      <FormAlert message={form.fieldError('provider') ?? form.formError} />
      {providers.length === 0 ? <p className={styles.muted}>{t('account.noProviders')}</p> : null}
      {providers.map((provider) => {
        const isConnected = connected[provider.id] === true;
        return (
          <div key={provider.id} className={styles.row} data-provider={provider.id}>
            <span>
              <span className={styles.value}>{provider.name}</span>{' '}
              <span className={styles.muted}>
                {t(isConnected ? 'account.connected' : 'account.notConnected')}
              </span>
            </span>
            {isConnected ? (
              <Button busy={form.busy} onClick={() => onDisconnect(provider.id)}>
                {t('account.disconnect')}
              </Button>
            ) : (
              <a
                className={buttonClasses()}
                href={oauthStartUrl(provider.id, profileTabPath('account'))}
                data-ignore-router="true"
              >
                {t('account.connect')}
              </a>
            )}
          </div>
        );
      })}
    </section>
  );
}
