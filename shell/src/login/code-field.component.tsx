import { useTranslation } from 'react-i18next';
import { ACCOUNT_LIMITS } from '@gramota/contracts';
import { TextField } from '@gramota/ui';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The one-time code from the e-mail (6 digits; pasted codes may carry spaces). */
export function CodeField({ value, onChange, error }: CodeFieldProps) {
  const { t } = useTranslation('login');
  return (
    <TextField
      label={t('code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus
      maxLength={ACCOUNT_LIMITS.codeLength * 2}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
