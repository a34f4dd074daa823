import { useTranslation } from 'react-i18next';
import { CURRENCIES, isCurrency, type Currency } from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { SelectField } from '@gramota/ui';
import { usePaySetCurrencyMutation } from '../pay.api';
import { payErrorText } from '../pay-errors';

/**
 * The currency prices are shown and paid in (profile-set-currency); the pay data and the profile
 * are read again, so every price on screen follows.
 */
export function CurrencySwitch({ currency }: { currency: Currency }) {
  const { t } = useTranslation(['pay', 'common']);
  const notify = useNotify();
  const [setCurrency, setting] = usePaySetCurrencyMutation();
  const change = async (value: string) => {
    if (!isCurrency(value) || value === currency) return;
    try {
      await setCurrency(value).unwrap();
    } catch (error) {
      notify.alert(payErrorText(t, error));
    }
  };
  return (
    <SelectField
      label={t('pay:currency.label')}
      name="currency"
      value={currency}
      disabled={setting.isLoading}
      options={CURRENCIES.map((code) => ({ value: code, label: t(`pay:currency.${code}`) }))}
      onChange={(event) => void change(event.target.value)}
    />
  );
}
