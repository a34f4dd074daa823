import { useTranslation } from 'react-i18next';
import { Button, buttonClasses, dialogClasses } from '@gramota/ui';
import { useCreatorSnapshot } from '../use-creator-view';
import type { CreatorDialogProps } from './creator-dialog-props';

/**
 * need_donate (seed 001 §4 Donate dialog): support the project, or continue free once the
 * countdown has ended (the creator call again with 'undonate').
 */
export function DonateDialog({ flow, close, onPay, invoices }: CreatorDialogProps) {
  const { t } = useTranslation('redactor');
  const { view } = useCreatorSnapshot(flow);
  if (view.phase !== 'need-donate') return null;
  const path = invoices.donate;
  const waiting = view.secondsLeft > 0;
  return (
    <div className={dialogClasses.body} data-testid="creator-donate">
      <p>{t('redactor.creator.donate.text')}</p>
      <div className={dialogClasses.actions}>
        <Button
          data-testid="creator-undonate"
          disabled={waiting}
          onClick={() => flow.continueWithoutDonation()}
        >
          {waiting
            ? t('redactor.creator.donate.continueIn', { seconds: view.secondsLeft })
            : t('redactor.creator.donate.continue')}
        </Button>
        <a
          className={buttonClasses('primary')}
          href={path}
          onClick={(event) => {
            event.preventDefault();
            close();
            onPay('donate');
          }}
        >
          {t('redactor.creator.donate.support')}
        </a>
      </div>
    </div>
  );
}
