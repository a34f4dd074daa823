import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DONATE_LIMITS_MINOR,
  formatMoney,
  MINOR_UNITS,
  type InvoiceCreateAnswer,
} from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { Button, dialogClasses, TextField } from '@gramota/ui';
import { usePayInvoiceCreateMutation, usePayInvoiceOffersQuery } from '../pay.api';
import { payErrorText } from '../pay-errors';
import styles from './invoice.module.css';

export interface DonateStepProps {
  templateId: string;
  docId: string;
  gate: (proceed: () => void) => void;
  onCreated: (answer: InvoiceCreateAnswer) => void;
}

/** Without a suggested sum from the server: 100 of the currency. */
const FALLBACK_MINOR = 100 * MINOR_UNITS;

/**
 * The donation for one document (seed 001 §4 Donate dialog): the teacher picks the sum (the donate
 * offer's suggestion first, within the limits) and learns what it does: this document's free file
 * is made at once, without the wait.
 */
export function DonateStep({ templateId, docId, gate, onCreated }: DonateStepProps) {
  const { t } = useTranslation(['pay', 'common']);
  const notify = useNotify();
  const offers = usePayInvoiceOffersQuery(templateId);
  const suggested = offers.data?.offers.find((offer) => offer.product === 'donate');
  const currency = offers.data?.profile.currency ?? suggested?.currency ?? '';
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = usePayInvoiceCreateMutation();
  const value = typed ?? String((suggested?.sum_minor ?? FALLBACK_MINOR) / MINOR_UNITS);

  const donate = () => {
    const sumMinor = Math.round(Number(value.replace(',', '.')) * MINOR_UNITS);
    if (
      !Number.isFinite(sumMinor) ||
      sumMinor < DONATE_LIMITS_MINOR.min ||
      sumMinor > DONATE_LIMITS_MINOR.max
    ) {
      setError(
        t('pay:donate.range', {
          min: formatMoney(DONATE_LIMITS_MINOR.min),
          max: formatMoney(DONATE_LIMITS_MINOR.max),
        }),
      );
      return;
    }
    setError(null);
    gate(async () => {
      try {
        onCreated(await create({ product: 'donate', doc_id: docId, sum_minor: sumMinor }).unwrap());
      } catch (caught) {
        notify.alert(payErrorText(t, caught));
      }
    });
  };

  return (
    <div className={styles.state} data-testid="donate">
      <p>{t('pay:donate.text')}</p>
      <p className={dialogClasses.muted}>{t('pay:donate.hint')}</p>
      <TextField
        label={t('pay:donate.sum', { currency })}
        name="sum"
        type="number"
        inputMode="decimal"
        min={DONATE_LIMITS_MINOR.min / MINOR_UNITS}
        max={DONATE_LIMITS_MINOR.max / MINOR_UNITS}
        value={value}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      <div className={dialogClasses.actions}>
        <Button variant="primary" busy={creating.isLoading} onClick={donate}>
          {t('pay:donate.action')}
        </Button>
      </div>
    </div>
  );
}
