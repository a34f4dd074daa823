import { useTranslation } from 'react-i18next';
import { takeLoginReturn } from '@gramota/shell-api';
import { buttonClasses } from '@gramota/ui';
import { useLoginProvidersQuery } from '@gramota/store';
import { oauthStartUrl } from '../session/oauth-links';
import styles from './login-page.module.css';

/**
 * One button per configured OpenID Connect provider: a plain link, so the browser leaves for the
 * provider (a full page navigation). No providers on this server: no buttons at all.
 */
export function SocialLogin({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('login');
  const { data } = useLoginProvidersQuery();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <>
      <div className={styles.separator}>{t('or')}</div>
      <div className={styles.social} data-testid="social-login">
        {providers.map((provider) => (
          <a
            key={provider.id}
            className={buttonClasses('secondary', true)}
            href={oauthStartUrl(provider.id, returnTo)}
            data-ignore-router="true"
            data-provider={provider.id}
            // The return address now travels with the provider; it must not linger for later.
            onClick={() => takeLoginReturn()}
          >
            {t('socialSignIn', { name: provider.name })}
          </a>
        ))}
      </div>
    </>
  );
}
