import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, dialogClasses, TextField, useApiForm } from '@gramota/ui';
import { useDeliveryView } from '../use-delivery-view';
import type { DeliveryDialogProps } from './delivery-dialog-props';

const FIELDS = ['email'] as const;

/**
 * A logged-in account without an e-mail (seed 001 §5, §6): the address is set with
 * login-set-email, then the flow goes on. On the form engine: an empty address is said on the field
 * (the delivery's own words, not the generic 'fill in this field'), a second submit while sending
 * is ignored. A refused address is reported by the flow as an alert (seed 001 §8); the form stays.
 */
export function EmailDialog({ delivery, close }: DeliveryDialogProps) {
  const { t } = useTranslation(['delivery', 'common']);
  const view = useDeliveryView(delivery);
  const form = useApiForm(FIELDS);
  const [email, setEmail] = useState('');
  const busy = form.busy || (view.phase === 'need-email' && view.busy);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return form.fail('email', t('delivery:dialogs.email.empty'));
    void form.submit(() => delivery.submitEmail(value), event.currentTarget);
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
        error={form.fieldError('email')}
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
