import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, dialogClasses, FormAlert, SelectField, TextField, useApiForm } from '@gramota/ui';
import {
  usePaySetSettingsMutation,
  usePaySettingsModalQuery,
  type PaySettingsArgs,
} from '../pay.api';
import { payErrorText } from '../pay-errors';

const FIELDS = ['email', 'country', 'org', 'inn', 'kpp', 'address'] as const;

export interface PaySettingsModalProps {
  /** Runs after a successful save (the payment that was waiting for the settings goes on). */
  onSaved?: () => void;
}

const EMPTY: PaySettingsArgs = { email: '', country: '', org: '', inn: '', kpp: '', address: '' };

/**
 * The payment settings (pay-settings-modal / pay-set-settings): the receipt e-mail and the country
 * are required (seed 001 §5); the school's requisites are entered once for the bank papers.
 */
export function PaySettingsModal({
  onSaved,
  close,
}: PaySettingsModalProps & { close: () => void }) {
  const { t } = useTranslation(['pay', 'common']);
  const loaded = usePaySettingsModalQuery();
  const [save] = usePaySetSettingsMutation();
  const [values, setValues] = useState<PaySettingsArgs>(EMPTY);
  const form = useApiForm(FIELDS, {}, { errorMessage: (error) => payErrorText(t, error) });

  useEffect(() => {
    if (loaded.data) {
      const { email, country, requisites } = loaded.data;
      setValues({ email, country, ...requisites });
    }
  }, [loaded.data]);

  const set = (name: keyof PaySettingsArgs) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.email.trim().length <= 3) return form.fail('email', t('pay:errors.email_required'));
    if (values.country.trim().length <= 1)
      return form.fail('country', t('pay:errors.country_required'));
    void form.submit(async () => {
      await save({ ...values, email: values.email.trim() }).unwrap();
      close();
      onSaved?.();
    }, event.currentTarget);
  };

  const countries = [
    { value: '', label: t('pay:settings.chooseCountry') },
    ...(loaded.data?.countries ?? []).map((country) => ({
      value: country.code,
      label: country.name,
    })),
  ];

  return (
    <form className={dialogClasses.body} onSubmit={submit} noValidate data-testid="pay-settings">
      <p className={dialogClasses.muted}>{t('pay:settings.intro')}</p>
      <FormAlert message={form.formError} />
      <TextField
        label={t('pay:settings.email')}
        name="email"
        type="email"
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        error={form.fieldError('email')}
      />
      <SelectField
        label={t('pay:settings.country')}
        name="country"
        options={countries}
        value={values.country}
        onChange={(event) => set('country')(event.target.value)}
        error={form.fieldError('country')}
      />
      <p className={dialogClasses.muted}>{t('pay:settings.requisitesIntro')}</p>
      {(['org', 'inn', 'kpp', 'address'] as const).map((name) => (
        <TextField
          key={name}
          label={t(`pay:settings.${name}`)}
          name={name}
          value={values[name]}
          onChange={(event) => set(name)(event.target.value)}
          error={form.fieldError(name)}
        />
      ))}
      <div className={dialogClasses.actions}>
        <Button type="button" onClick={close}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={form.busy}>
          {t('common:actions.save')}
        </Button>
      </div>
    </form>
  );
}
