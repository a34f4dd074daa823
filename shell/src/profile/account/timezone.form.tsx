import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@gramota/shell-api';
import { useProfileSetMutation } from '@gramota/store';
import { FormAlert, SelectField, useApiForm } from '@gramota/ui';
import { timeZoneChoices } from './time-zones';

const FIELDS = ['timezone'] as const;

/** The time zone select; a choice is saved at once (profile-set). */
export function TimezoneForm({ timezone }: { timezone: string }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const [value, setValue] = useState(timezone);
  const options = useMemo(
    () =>
      timeZoneChoices(timezone).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [timezone],
  );
  const form = useApiForm(FIELDS);
  const [profileSet] = useProfileSetMutation();

  const onChange = (next: string) => {
    const previous = value;
    setValue(next);
    void form.submit(async () => {
      try {
        await profileSet({ timezone: next }).unwrap();
        notify.success(t('account.timezoneSaved'));
      } catch (error) {
        setValue(previous);
        throw error;
      }
    });
  };

  return (
    <div data-form="timezone">
      <SelectField
        label={t('account.timezone')}
        name="timezone"
        options={options}
        value={value}
        disabled={form.busy}
        onChange={(event) => onChange(event.target.value)}
        error={form.fieldError('timezone')}
      />
      <FormAlert message={form.formError} />
    </div>
  );
}
