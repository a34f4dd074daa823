import { useTranslation } from 'react-i18next';
import { deliveryPaths } from '@gramota/contracts';
import { Button } from '@gramota/ui';
import { useCreatorSnapshot } from '../use-creator-view';
import type { CreatorDialogProps } from './creator-dialog-props';
import styles from './creator-dialogs.module.css';

/** The share page's absolute address: the phone scans it, so it must name this site. */
export const shareMobileUrl = (code: string) =>
  new URL(deliveryPaths.shareMobilePage(code), window.location.origin).href;

/** share-mobile (seed 001 §7): a QR code of /app/s/{code}/ and the link itself. */
export function ShareMobileDialog({ flow, close }: CreatorDialogProps) {
  const { t } = useTranslation(['redactor', 'common']);
  const { view } = useCreatorSnapshot(flow);
  if (view.phase !== 'share-mobile') return null;
  const url = shareMobileUrl(view.code);
  return (
    <div className={styles.body} data-testid="creator-share-mobile">
      <p>{t('redactor:redactor.creator.share.text')}</p>
      <img
        className={styles.qr}
        src={deliveryPaths.shareQr(url)}
        alt={t('redactor:redactor.creator.share.qr')}
        width={200}
        height={200}
      />
      <p className={styles.shareLink}>
        <a
          href={url}
          target="_blank"
          rel="noopener"
          aria-label={t('redactor:redactor.creator.share.link')}
        >
          {url}
        </a>
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={close}>
          {t('common:actions.close')}
        </Button>
      </div>
    </div>
  );
}
