import { useTranslation } from 'react-i18next';
import { Button, dialogClasses } from '@gramota/ui';
import { PWA_NS } from './register-pwa-strings';

interface InstallPromoModalProps {
  close: () => void;
  onInstall: () => void;
}

/** The installable-app promo (seed 000 §2): what installing gives, Install or Not now. */
export function InstallPromoModal({ close, onInstall }: InstallPromoModalProps) {
  const { t } = useTranslation(PWA_NS);
  return (
    <div className={dialogClasses.body} data-testid="pwa-promo-modal">
      <p>{t('promo.text')}</p>
      <p>{t('promo.offline')}</p>
      <div className={dialogClasses.actions}>
        <Button
          variant="primary"
          onClick={() => {
            close();
            onInstall();
          }}
        >
          {t('promo.install')}
        </Button>
        <Button onClick={close}>{t('promo.later')}</Button>
      </div>
    </div>
  );
}
