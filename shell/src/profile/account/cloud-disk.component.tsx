import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@gramota/shell-api';
import { Button, buttonClasses, FormAlert, apiErrorMessage, readApiError } from '@gramota/ui';
import {
  useCloudDiskConnectStartMutation,
  useCloudDiskDisconnectMutation,
  useCloudDiskStatusQuery,
} from './cloud-disk.api';
import styles from '../profile-page.module.css';

/** The server's settings that turn the disk on (README "Accounts, e-mail and sign-in"). */
export const DISK_VARIABLES = 'YADISK_CLIENT_ID, YADISK_CLIENT_SECRET';

/** How often the card looks whether the provider's popup has closed (as the editor does). */
export const POPUP_WATCH_MS = 1000;

/**
 * The cloud disk in the profile (seed 001 §4 Cloud disk, §7 yadisk-*): not set up on this server
 * (and which settings would set it up), not connected (Connect opens the provider's popup), or
 * connected (Disconnect removes the stored access on the server).
 */
export function CloudDiskCard() {
  const { t } = useTranslation(['profile', 'common']);
  const notify = useNotify();
  const status = useCloudDiskStatusQuery();
  const [start, starting] = useCloudDiskConnectStartMutation();
  const [disconnect, disconnecting] = useCloudDiskDisconnectMutation();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const watch = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => () => stopWatching(), []);

  function stopWatching() {
    if (watch.current) clearInterval(watch.current);
    watch.current = null;
  }

  const notConfigured = status.data?.configured === 'false';
  const connected = status.data?.connect === 'true';

  const onConnect = async () => {
    setFailure(null);
    setBlockedUrl(null);
    // Opened at the click, before the answer: browsers block windows opened later.
    const popup = window.open('about:blank', 'yadisk-connect', 'width=620,height=720');
    let authUrl: string;
    try {
      authUrl = (await start().unwrap()).auth_url;
    } catch (error) {
      popup?.close();
      return setFailure(error);
    }
    if (!popup) return setBlockedUrl(authUrl);
    popup.location.href = authUrl;
    setWaiting(true);
    stopWatching();
    watch.current = setInterval(() => {
      if (!popup.closed) return;
      stopWatching();
      setWaiting(false);
      void status.refetch().then(({ data }) => {
        if (data?.connect === 'true') notify.success(t('profile:account.diskJustConnected'));
      });
    }, POPUP_WATCH_MS);
  };

  const onDisconnect = async () => {
    setFailure(null);
    try {
      await disconnect().unwrap();
      notify.success(t('profile:account.diskDisconnected'));
    } catch (error) {
      setFailure(error);
    }
  };

  let text: string;
  if (notConfigured) text = t('profile:account.diskNotConfigured', { variables: DISK_VARIABLES });
  else if (status.error) text = t('profile:account.diskStatusFailed');
  else if (!status.data) text = '';
  else text = t(connected ? 'profile:account.diskConnected' : 'profile:account.diskNotConnected');

  return (
    <section className={styles.card} data-testid="cloud-disk">
      <h2 className={styles.cardTitle}>{t('profile:account.disk')}</h2>
      <p className={styles.muted} data-testid="disk-status" role="status">
        {text}
      </p>
      <FormAlert message={failure ? apiErrorMessage(t, readApiError(failure)) : null} />
      {status.data && connected ? (
        <Button busy={disconnecting.isLoading} onClick={() => void onDisconnect()}>
          {t('profile:account.diskDisconnect')}
        </Button>
      ) : null}
      {status.data && !connected && !notConfigured ? (
        <Button
          variant="primary"
          busy={starting.isLoading || waiting}
          onClick={() => void onConnect()}
        >
          {t('profile:account.diskConnect')}
        </Button>
      ) : null}
      {waiting ? <p className={styles.muted}>{t('profile:account.diskWaiting')}</p> : null}
      {blockedUrl ? (
        <p>
          {t('profile:account.diskPopupBlocked')}{' '}
          <a className={buttonClasses()} href={blockedUrl} target="_blank" rel="noopener">
            {t('profile:account.diskOpenSignIn')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
