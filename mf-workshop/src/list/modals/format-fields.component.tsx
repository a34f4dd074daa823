import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@gramota/ui';
import { CUSTOM_CM, FORMAT_CHOICES, type FormatChoice } from '../template-format';
import styles from './modals.module.css';

export interface FormatValue {
  choice: FormatChoice;
  width: string;
  height: string;
}

export const DEFAULT_FORMAT: FormatValue = { choice: 'a4', width: '21', height: '29.7' };

/** The page format of a new template: a4 / a4h / a5, or a custom width × height in cm. */
export function FormatFields({
  value,
  onChange,
  error,
}: {
  value: FormatValue;
  onChange: (value: FormatValue) => void;
  error: string | null;
}) {
  const { t } = useTranslation('workshop');
  const side = (name: 'width' | 'height') => (
    <TextField
      label={t(`list.create.${name}`)}
      name={name}
      // Checked by chosenFormat, so the out-of-range message is ours in the teacher's language.
      inputMode="decimal"
      placeholder={`${CUSTOM_CM.min}–${CUSTOM_CM.max}`}
      value={value[name]}
      error={name === 'width' ? error : null}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
    />
  );
  return (
    <>
      <SelectField
        label={t('list.create.format')}
        name="format"
        value={value.choice}
        options={FORMAT_CHOICES.map((choice) => ({
          value: choice,
          label: t(`list.create.formats.${choice}`),
        }))}
        onChange={(event) => onChange({ ...value, choice: event.target.value as FormatChoice })}
      />
      {value.choice === 'custom' ? (
        <div className={styles.fields}>
          {side('width')}
          {side('height')}
        </div>
      ) : null}
    </>
  );
}
