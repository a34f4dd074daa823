import { useTranslation } from 'react-i18next';
import { Button, FormNotice } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';
import styles from './need-pay.modal.module.css';

/** set-template answered 'workshop-pay': the workshop plan is needed (seed 001 §4, §8). */
export function NeedPayModal({ close }: { close: () => void }) {
  const { t } = useTranslation(['redactor', 'common']);
  const { navigate } = useShellApi();
  return (
    <div className={styles.body} data-testid="need-pay-modal">
      <FormNotice message={t('redactor:redactor.template.needPayText')} />
      <div className={styles.actions}>
        <Button onClick={close}>{t('common:actions.close')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            close();
            navigate('/app/pay/');
          }}
        >
          {t('redactor:redactor.template.needPayAction')}
        </Button>
      </div>
    </div>
  );
}
