import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import { PAY_PATH } from '../../pro/pro-features.modal';
import { useCreatorSnapshot } from '../use-creator-view';
import type { CreatorDialogProps } from './creator-dialog-props';
import styles from './creator-dialogs.module.css';

/** need_text's variant (seed 001 §8): 1; 2–3; 4–7; 8 or more. */
export function needTextVariant(count: number): 'one' | 'some' | 'several' | 'many' {
  if (count <= 1) return 'one';
  if (count <= 3) return 'some';
  if (count <= 7) return 'several';
  return 'many';
}

/** need_text: the document lacks text; the wording follows how much (with plural forms). */
export function NeedTextDialog({ flow, close }: CreatorDialogProps) {
  const { t } = useTranslation(['redactor', 'common']);
  const { view } = useCreatorSnapshot(flow);
  const count = view.phase === 'need-text' ? view.count : 1;
  return (
    <div className={styles.body} data-testid="creator-need-text">
      <p>{t(`redactor:redactor.creator.needText.${needTextVariant(count)}`, { count })}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={close} autoFocus>
          {t('common:actions.close')}
        </Button>
      </div>
    </div>
  );
}

/** need_select: the document has no template yet; the gallery is one click away. */
export function NeedSelectDialog({ close, onChangeTemplate }: CreatorDialogProps) {
  const { t } = useTranslation(['redactor', 'common']);
  return (
    <div className={styles.body} data-testid="creator-need-select">
      <p>{t('redactor:redactor.creator.needSelect.text')}</p>
      <div className={styles.actions}>
        <Button onClick={close}>{t('common:actions.close')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            close();
            onChangeTemplate();
          }}
        >
          {t('redactor:redactor.creator.needSelect.action')}
        </Button>
      </div>
    </div>
  );
}

/** time_limit: free files are made only so often (seed 001 §8). */
export function TimeLimitDialog({ close, onPay }: CreatorDialogProps) {
  const { t } = useTranslation(['redactor', 'common']);
  return (
    <div className={styles.body} data-testid="creator-time-limit">
      <p>{t('redactor:redactor.creator.timeLimit.text')}</p>
      <div className={styles.actions}>
        <Button onClick={close}>{t('common:actions.close')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            close();
            onPay(PAY_PATH);
          }}
        >
          {t('redactor:redactor.pro.action')}
        </Button>
      </div>
    </div>
  );
}

/** server_error, or a job that failed: the bug dialog with the server's text (seed 001 §8). */
export function BugDialog({ flow, close }: CreatorDialogProps) {
  const { t } = useTranslation(['redactor', 'common']);
  const { view } = useCreatorSnapshot(flow);
  const details = view.phase === 'bug' ? view.errorText : '';
  return (
    <div className={styles.body} data-testid="creator-bug">
      <p>{t('redactor:redactor.creator.bug.text')}</p>
      {details ? (
        <>
          <p className={styles.muted}>{t('redactor:redactor.creator.bug.details')}</p>
          <pre className={styles.details}>{details}</pre>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" onClick={close} autoFocus>
          {t('common:actions.close')}
        </Button>
      </div>
    </div>
  );
}
