import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import styles from './delivery.module.css';

export interface ShareMobileModalProps {
  /** The share page's absolute address (what the phone opens). */
  url: string;
  /** The QR picture of that address. */
  qr: string;
  close: () => void;
}

/** Share to a phone (seed 001 §7): scan the QR code, or open the link on the phone. */
export function ShareMobileModal({ url, qr, close }: ShareMobileModalProps) {
  const { t } = useTranslation(['ready', 'common']);
  return (
    <div className={styles.body} data-testid="share-mobile">
      <p className={styles.text}>{t('ready:ready.shareMobile.text')}</p>
      <img
        className={styles.qr}
        src={qr}
        alt={t('ready:ready.shareMobile.qr')}
        width={220}
        height={220}
      />
      <a
        className={styles.link}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-ignore-router="true"
      >
        {url}
      </a>
      <div className={styles.actions}>
        <Button variant="primary" onClick={close}>
          {t('common:actions.close')}
        </Button>
      </div>
    </div>
  );
}
