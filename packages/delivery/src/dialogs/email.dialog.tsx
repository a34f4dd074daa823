import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, dialogClasses, TextField } from '@gramota/ui';
import { useDeliveryView } from '../use-delivery-view';
import type { DeliveryDialogProps } from './delivery-dialog-props';

/**
 * A logged-in account without an e-mail (seed 001 §5, §6): the address is set with
 * login-set-email, then the flow goes on. A refused address is reported by the flow; the form stays.
 */
export function EmailDialog({ delivery, close }: DeliveryDialogProps) {
  const { t } = useTranslation(['delivery', 'common']);
  const view = useDeliveryView(delivery);
  const [email, setEmail] = useState('');
  const [empty, setEmpty] = useState(false);
  const busy = view.phase === 'need-email' && view.busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    setEmpty(value === '');
    if (value) void delivery.submitEmail(value);
  };

  return (
    <form className={dialogClasses.body} onSubmit={submit} noValidate data-testid="delivery-email">
      <p>{t('delivery:dialogs.email.text')}</p>
      <TextField
        label={t('delivery:dialogs.email.label')}
        name="email"
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={empty ? t('delivery:dialogs.email.empty') : null}
      />
      <div className={dialogClasses.actions}>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        <Button type="submit" variant="primary" busy={busy}>
          {t('delivery:dialogs.email.submit')}
        </Button>
      </div>
    </form>
  );
}
