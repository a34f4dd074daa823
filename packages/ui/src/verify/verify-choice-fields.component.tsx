import { useTranslation } from 'react-i18next';
import { VERIFY_PLACES, type VerifyChoice, type VerifyPlace } from '@gramota/contracts';
// Through the kit's shared entry: this subpath is bundled into each screen that uses it.
import { CheckboxField, SelectField } from '@gramota/ui';
import styles from './verify.module.css';

export interface VerifyChoiceFieldsProps {
  value: VerifyChoice;
  onChange(next: VerifyChoice): void;
  disabled?: boolean;
  /** The switch's text; the namespace's «Печатать номер и QR-код для проверки» by default. */
  switchLabel?: string;
}

/**
 * Verification of made files (issue 35) as one set of fields: on or off, the corner, with or
 * without the QR code. The same in the settings (the account's default), the editor (a
 * document's own choice) and the mass run.
 */
export function VerifyChoiceFields({
  value,
  onChange,
  disabled,
  switchLabel,
}: VerifyChoiceFieldsProps) {
  const { t } = useTranslation('verify');
  return (
    <div className={styles.fields} data-testid="verify-choice">
      <CheckboxField
        name="verify_on"
        label={switchLabel ?? t('on')}
        checked={value.on}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, on: event.target.checked })}
      />
      <p className={styles.hint}>{t('hint')}</p>
      {value.on ? (
        <>
          <SelectField
            label={t('place')}
            name="verify_place"
            value={value.place}
            disabled={disabled}
            options={VERIFY_PLACES.map((place) => ({
              value: place,
              label: t(`places.${place}`),
            }))}
            onChange={(event) => onChange({ ...value, place: event.target.value as VerifyPlace })}
          />
          <CheckboxField
            name="verify_qr"
            label={t('qr')}
            checked={value.qr}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, qr: event.target.checked })}
          />
        </>
      ) : null}
    </div>
  );
}
