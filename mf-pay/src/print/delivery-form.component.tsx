import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, PRINT_DELIVERY_LIMITS, type PrintDelivery } from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import { Button, FormAlert, TextAreaField, TextField, useApiForm } from '@gramota/ui';
import { usePrintOrderSubmitMutation } from './print.api';
import { printErrorText } from './print-errors';
import styles from './print.module.css';

const FIELDS = ['name', 'phone', 'city', 'address', 'postcode', 'comment'] as const;
const LIMITS = PRINT_DELIVERY_LIMITS;

/** The form's length checks (seed 000 §5 'min...max'), run before anything is sent. */
const LENGTHS: Record<(typeof FIELDS)[number], string> = {
  name: `1...${LIMITS.name}`,
  phone: '10...40',
  city: `1...${LIMITS.city}`,
  address: `1...${LIMITS.address}`,
  postcode: `...${LIMITS.postcode}`,
  comment: `...${LIMITS.comment}`,
};

/**
 * The order form (seed 001 §1): delivery details, then the cart becomes an order and the teacher
 * goes to its invoice (appPaths.invoicePay) to pay for it. Starts from the last order's details.
 */
export function DeliveryForm({ initial }: { initial: PrintDelivery }) {
  const { t } = useTranslation(['print', 'common']);
  const { navigate } = useShellApi();
  const [submitOrder] = usePrintOrderSubmitMutation();
  const [values, setValues] = useState<PrintDelivery>(initial);
  const form = useApiForm(FIELDS, {}, { errorMessage: (error) => printErrorText(t, error) });
  useEffect(() => setValues(initial), [initial]);

  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    label: t(`print:form.${name}`),
    value: values[name],
    'data-length': LENGTHS[name],
    error: form.fieldError(name),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async () => {
      const answer = await submitOrder(values).unwrap();
      navigate(appPaths.invoicePay(answer.data_id));
    }, event.currentTarget);
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate data-testid="print-delivery">
      <h2>{t('print:form.title')}</h2>
      <FormAlert message={form.formError} />
      <div className={styles.fields}>
        <TextField {...field('name')} autoComplete="name" />
        <TextField
          {...field('phone')}
          type="tel"
          autoComplete="tel"
          hint={t('print:form.phoneHint')}
        />
        <TextField {...field('city')} autoComplete="address-level2" />
        <TextField {...field('address')} autoComplete="street-address" />
        <TextField {...field('postcode')} autoComplete="postal-code" />
      </div>
      <TextAreaField {...field('comment')} rows={3} />
      <Button type="submit" variant="primary" busy={form.busy}>
        {t('print:form.submit')}
      </Button>
    </form>
  );
}
