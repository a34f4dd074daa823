import { forwardRef, useEffect, useId, useImperativeHandle, useRef } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import styles from './form-field.module.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name'
> {
  label: string;
  name: string;
  /** Translated message; shown as a tooltip on the field, the group is marked as an error. */
  error?: string | null;
  hint?: ReactNode;
}

/** TextField for text of several lines: the same label, error tooltip and focus on error. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    { label, name, error, hint, id, className, ...textareaProps },
    forwardedRef,
  ) {
    const autoId = useId();
    const textareaId = id ?? `${name}-${autoId}`;
    const errorId = `${textareaId}-error`;
    const textareaRef = useRef<HTMLTextAreaElement>(null);
    useImperativeHandle(forwardedRef, () => textareaRef.current as HTMLTextAreaElement);

    useEffect(() => {
      if (error) textareaRef.current?.focus();
    }, [error]);

    return (
      <div
        className={error ? `${styles.group} ${styles.error}` : styles.group}
        data-field={name}
        data-error={error ? 'true' : undefined}
      >
        <label className={styles.label} htmlFor={textareaId}>
          {label}
        </label>
        <textarea
          {...textareaProps}
          ref={textareaRef}
          id={textareaId}
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
  },
);
