import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRINT_LIMITS } from '@gramota/contracts';
import styles from './print.module.css';

export interface CopiesStepperProps {
  copies: number;
  disabled?: boolean;
  onChange: (copies: number) => void;
}

const clamp = (value: number) => Math.min(PRINT_LIMITS.copiesMax, Math.max(1, value));

/**
 * Copies of one file: − and + by one, or a number typed in (sent on Enter or leaving the field).
 * What is typed is kept within 1..500 here; the server checks the same.
 */
export function CopiesStepper({ copies, disabled = false, onChange }: CopiesStepperProps) {
  const { t } = useTranslation('print');
  const [text, setText] = useState(String(copies));
  useEffect(() => setText(String(copies)), [copies]);

  const commit = () => {
    const typed = Number.parseInt(text, 10);
    const next = Number.isFinite(typed) ? clamp(typed) : copies;
    setText(String(next));
    if (next !== copies) onChange(next);
  };

  return (
    <div className={styles.stepper}>
      <button
        type="button"
        aria-label={t('cart.fewer')}
        disabled={disabled || copies <= 1}
        onClick={() => onChange(copies - 1)}
      >
        −
      </button>
      <input
        aria-label={t('cart.copies')}
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        aria-label={t('cart.more')}
        disabled={disabled || copies >= PRINT_LIMITS.copiesMax}
        onClick={() => onChange(copies + 1)}
      >
        +
      </button>
    </div>
  );
}
