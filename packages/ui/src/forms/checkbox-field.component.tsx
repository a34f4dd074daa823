import type { InputHTMLAttributes } from 'react';
import styles from './form-field.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

/** A checkbox with its label; clicking the text toggles it. */
export function CheckboxField({ label, ...inputProps }: CheckboxFieldProps) {
  return (
    <label className={styles.checkbox}>
      <input {...inputProps} type="checkbox" />
      <span>{label}</span>
    </label>
  );
}
