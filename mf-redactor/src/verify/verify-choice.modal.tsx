import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, dialogClasses } from '@gramota/ui';
import { VerifyChoiceFields } from '@gramota/ui/verify';
import type { VerifyChoice } from '@gramota/contracts';

export interface VerifyChoiceModalProps {
  initial: VerifyChoice;
  /** Saves the document's own choice; resolves false when the server refused it. */
  onApply(choice: VerifyChoice): Promise<boolean>;
  close: () => void;
}

/**
 * The document's verification (issue 35): whether its files print an ID and QR code, and where.
 * Saved for this document only; new documents follow the account's default in Settings.
 */
export function VerifyChoiceModal({ initial, onApply, close }: VerifyChoiceModalProps) {
  const { t } = useTranslation(['verify', 'common']);
  const [choice, setChoice] = useState(initial);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const saved = await onApply(choice);
    setBusy(false);
    if (saved) close();
    else setFailed(true);
  };

  return (
    <form className={dialogClasses.body} onSubmit={submit} data-testid="verify-choice-form">
      <VerifyChoiceFields value={choice} onChange={setChoice} disabled={busy} />
      {failed ? <p role="alert">{t('verify:failed')}</p> : null}
      <div className={dialogClasses.actions}>
        <Button type="button" variant="secondary" onClick={close}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {t('common:actions.save')}
        </Button>
      </div>
    </form>
  );
}
