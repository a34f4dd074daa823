import { useEffect, useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import styles from './form-field.module.css';

/** What a control inside a FieldGroup needs: its id and the error wiring for screen readers. */
export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldGroupProps {
  label: string;
  name: string;
  /** Translated message; shown as a tooltip on the field, the group is marked as an error. */
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  /**
   * A control in a row of others (a person's right in the share dialog): its label is for screen
   * readers only, and the group takes no space below.
   */
  inline?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label, the seeds' error tooltip (seed 000 §5) and the hint around one control: written once
 * for the text, text-area and select fields.
 */
export function FieldGroup({ label, name, error, hint, id, inline, children }: FieldGroupProps) {
  const autoId = useId();
  const controlId = id ?? `${name}-${autoId}`;
  const errorId = `${controlId}-error`;
  return (
    <div
      className={[styles.group, error && styles.error, inline && styles.inline]
        .filter(Boolean)
        .join(' ')}
      data-field={name}
      data-error={error ? 'true' : undefined}
    >
      <label className={inline ? styles.hiddenLabel : styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <div id={errorId} className={styles.tooltip} role="alert" data-testid="field-error">
          {error}
        </div>
      ) : null}
      {hint ? <div className={styles.hint}>{hint}</div> : null}
    </div>
  );
}

/** The field takes focus when an error arrives, so the teacher sees at once what to fix. */
export function useFocusOnError<T extends HTMLElement>(
  error: string | null | undefined,
): RefObject<T> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  return ref;
}

export const controlClass = (className?: string) =>
  className ? `${styles.control} ${className}` : styles.control;
