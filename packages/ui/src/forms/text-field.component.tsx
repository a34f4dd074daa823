import { forwardRef, useImperativeHandle } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { controlClass, FieldGroup, useFocusOnError } from './field-group.component';

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
  const inputRef = useFocusOnError<HTMLInputElement>(error);
  useImperativeHandle(forwardedRef, () => inputRef.current as HTMLInputElement);
  return (
    <FieldGroup label={label} name={name} error={error} hint={hint} id={id}>
      {(control) => (
        <input {...inputProps} {...control} ref={inputRef} className={controlClass(className)} />
      )}
    </FieldGroup>
  );
});
