import { useTranslation } from 'react-i18next';
import { Button } from '../forms/button.component';
import { FormNotice } from '../forms/form-alert.component';
import styles from './need-pay-notice.module.css';

export interface NeedPayNoticeProps {
  close(): void;
  /** Takes the teacher to the payment page (the area navigates through the shell). */
  onPay(): void;
  /**
   * What needs paying, when it is not the workshop plan: PRO for storing free ready files (seed
   * 000 §8 'Storage need-pro modal').
   */
  text?: string;
}

/**
 * 'workshop-pay' (seed 000 §4, seed 001 §6, §8): a workshop template needs the workshop plan; with
 * `text`, any other payment the action needs (PRO for the storage).
 * The body of the shell modal opened by create-doc in the gallery and set-template in the editor;
 * its title is `common:needPay.title`.
 */
export function NeedPayNotice({ close, onPay, text }: NeedPayNoticeProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.body} data-testid="need-pay-modal">
      <FormNotice message={text ?? t('needPay.text')} />
      <div className={styles.actions}>
        <Button onClick={close}>{t('actions.close')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            close();
            onPay();
          }}
        >
          {t('needPay.action')}
        </Button>
      </div>
    </div>
  );
}
