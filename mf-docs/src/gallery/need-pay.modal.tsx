import { useTranslation } from 'react-i18next';
import { Button, FormNotice } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';
import styles from './need-pay.modal.module.css';

/** 'workshop-pay' from create-doc: the workshop plan is needed (seed 000 §4, seed 001 §6). */
export function NeedPayModal({ close }: { close: () => void }) {
  const { t } = useTranslation(['docs', 'common']);
  const { navigate } = useShellApi();
  return (
    <div className={styles.body} data-testid="need-pay-modal">
      <FormNotice message={t('docs:gallery.create.needPayText')} />
      <div className={styles.actions}>
        <Button onClick={close}>{t('common:actions.close')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            close();
            navigate('/app/pay/');
          }}
        >
          {t('docs:gallery.create.needPayAction')}
        </Button>
      </div>
    </div>
  );
}
