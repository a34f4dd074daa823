import { forwardRef, useEffect, useId, useImperativeHandle, useRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  name: string;
  /** Translated message; shown as a tooltip on the field, the group is marked as an error. */
  error?: string | null;
  hint?: ReactNode;
}

/**
 * A labelled input with the seeds' error tooltip (seed 000 §5). The field takes focus when an error
 * arrives, so the teacher sees at once what to fix.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, name, error, hint, id, className, ...inputProps },
  forwardedRef,
) {
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(forwardedRef, () => inputRef.current as HTMLInputElement);

  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  return (
    <div
      className={error ? `${styles.group} ${styles.error}` : styles.group}
      data-field={name}
      data-error={error ? 'true' : undefined}
    >
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...inputProps}
        ref={inputRef}
        id={inputId}
        name={name}
        className={className ? `${styles.control} ${className}` : styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <div id={errorId} className={styles.tooltip} role="alert" data-testid="field-error">
          {error}
        </div>
      ) : null}
      {hint ? <div className={styles.hint}>{hint}</div> : null}
    </div>
  );
});
