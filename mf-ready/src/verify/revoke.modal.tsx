import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, dialogClasses, TextField } from '@gramota/ui';
import { VERIFY_REASON_MAX } from '@gramota/contracts';

export interface RevokeModalProps {
  /** Revokes with the reason typed; resolves false when the server refused. */
  onRevoke(reason: string): Promise<boolean>;
  close: () => void;
}

/** Revoking one file or a run (issue 35): the reason readers of the verification page will see. */
export function RevokeModal({ onRevoke, close }: RevokeModalProps) {
  const { t } = useTranslation(['verify', 'common']);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const done = await onRevoke(reason.trim());
    setBusy(false);
    if (done) close();
    else setFailed(true);
  };
  return (
    <form className={dialogClasses.body} onSubmit={submit} data-testid="revoke-form">
      <TextField
        label={t('verify:reason')}
        name="reason"
        value={reason}
        maxLength={VERIFY_REASON_MAX}
        placeholder={t('verify:reasonPlaceholder')}
        onChange={(event) => setReason(event.target.value)}
        autoFocus
      />
      {failed ? <p role="alert">{t('verify:failed')}</p> : null}
      <div className={dialogClasses.actions}>
        <Button type="button" onClick={close}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          {t('verify:revoke')}
        </Button>
      </div>
    </form>
  );
}
