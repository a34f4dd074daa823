import { useTranslation } from 'react-i18next';
import { Button, dialogClasses } from '@gramota/ui';
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
    <div className={dialogClasses.body} data-testid="creator-need-text">
      <p>{t(`redactor:redactor.creator.needText.${needTextVariant(count)}`, { count })}</p>
      <div className={dialogClasses.actions}>
        <Button variant="primary" onClick={close} autoFocus>
          {t('common:actions.close')}
        </Button>
      </div>
    </div>
  );
}

/** A notice with one way forward beside Close: the dialog closes, then the action runs. */
function NoticeWithAction(props: {
  testId: string;
  text: string;
  action: string;
  close(): void;
  onAction(): void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={dialogClasses.body} data-testid={props.testId}>
      <p>{props.text}</p>
      <div className={dialogClasses.actions}>
        <Button onClick={props.close}>{t('actions.close')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            props.close();
            props.onAction();
          }}
        >
          {props.action}
        </Button>
      </div>
    </div>
  );
}

/** need_select: the document has no template yet; the gallery is one click away. */
export function NeedSelectDialog({ close, onChangeTemplate }: CreatorDialogProps) {
  const { t } = useTranslation('redactor');
  return (
    <NoticeWithAction
      testId="creator-need-select"
      text={t('redactor.creator.needSelect.text')}
      action={t('redactor.creator.needSelect.action')}
      close={close}
      onAction={onChangeTemplate}
    />
  );
}

/** time_limit: free files are made only so often (seed 001 §8). */
export function TimeLimitDialog({ close, onPay }: CreatorDialogProps) {
  const { t } = useTranslation('redactor');
  return (
    <NoticeWithAction
      testId="creator-time-limit"
      text={t('redactor.creator.timeLimit.text')}
      action={t('redactor.pro.action')}
      close={close}
      onAction={() => onPay('pro')}
    />
  );
}

/** server_error, or a job that failed: the bug dialog with the server's text (seed 001 §8). */
export function BugDialog({ flow, close }: CreatorDialogProps) {
  const { t } = useTranslation(['redactor', 'common']);
  const { view } = useCreatorSnapshot(flow);
  const details = view.phase === 'bug' ? view.errorText : '';
  return (
    <div className={dialogClasses.body} data-testid="creator-bug">
      <p>{t('redactor:redactor.creator.bug.text')}</p>
      {details ? (
        <>
          <p className={dialogClasses.muted}>{t('redactor:redactor.creator.bug.details')}</p>
          <pre className={styles.details}>{details}</pre>
        </>
      ) : null}
      <div className={dialogClasses.actions}>
        <Button variant="primary" onClick={close} autoFocus>
          {t('common:actions.close')}
        </Button>
      </div>
    </div>
  );
}
