import { useTranslation } from 'react-i18next';
import { Button, dialogClasses } from '@gramota/ui';
import { PWA_NS } from './register-pwa-strings';

/** Shown when the browser reports the app installed (seed 000 §2 "installed modal"). */
export function InstalledModal({ close }: { close: () => void }) {
  const { t } = useTranslation(PWA_NS);
  return (
    <div className={dialogClasses.body} data-testid="pwa-installed-modal">
      <p>{t('installed.text')}</p>
      <div className={dialogClasses.actions}>
        <Button variant="primary" onClick={close}>
          {t('installed.ok')}
        </Button>
      </div>
    </div>
  );
}
