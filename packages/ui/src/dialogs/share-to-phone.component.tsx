import { useTranslation } from 'react-i18next';
import { deliveryPaths } from '@gramota/contracts';
import { Button } from '../forms/button.component';
import styles from './share-to-phone.module.css';

/** The share page's absolute address: the phone scans it, so it must name this site. */
export const sharePageUrl = (code: string) =>
  new URL(deliveryPaths.shareMobilePage(code), window.location.origin).href;

export interface ShareToPhoneProps {
  /** The made file's share_mobile_code. */
  code: string;
  close(): void;
  testId?: string;
}

/**
 * Share a made file to a phone (seed 001 §7 share-mobile), from the editor and from Ready files:
 * a QR code of /app/s/{code}/ to scan, and the link itself to open on the phone.
 */
export function ShareToPhone({ code, close, testId = 'share-mobile' }: ShareToPhoneProps) {
  const { t } = useTranslation('common');
  const url = sharePageUrl(code);
  return (
    <div className={styles.body} data-testid={testId}>
      <p>{t('shareToPhone.text')}</p>
      <img
        className={styles.qr}
        src={deliveryPaths.shareQr(url)}
        alt={t('shareToPhone.qr')}
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
          {t('actions.close')}
        </Button>
      </div>
    </div>
  );
}
