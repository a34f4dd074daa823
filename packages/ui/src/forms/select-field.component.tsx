import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import styles from './form-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  label: string;
  name: string;
  options: readonly SelectOption[];
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled select with the same error tooltip as TextField. */
export function SelectField({
  label,
  name,
  options,
  error,
  hint,
  id,
  ...selectProps
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? `${name}-${autoId}`;
  const errorId = `${selectId}-error`;
  return (
    <div
      className={error ? `${styles.group} ${styles.error}` : styles.group}
      data-field={name}
      data-error={error ? 'true' : undefined}
    >
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        {...selectProps}
        id={selectId}
        name={name}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <div id={errorId} className={styles.tooltip} role="alert" data-testid="field-error">
          {error}
        </div>
      ) : null}
      {hint ? <div className={styles.hint}>{hint}</div> : null}
    </div>
  );
}
