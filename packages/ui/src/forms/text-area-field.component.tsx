import { forwardRef, useImperativeHandle } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { controlClass, FieldGroup, useFocusOnError } from './field-group.component';

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
    const textareaRef = useFocusOnError<HTMLTextAreaElement>(error);
    useImperativeHandle(forwardedRef, () => textareaRef.current as HTMLTextAreaElement);
    return (
      <FieldGroup label={label} name={name} error={error} hint={hint} id={id}>
        {(control) => (
          <textarea
            {...textareaProps}
            {...control}
            ref={textareaRef}
            className={controlClass(className)}
          />
        )}
      </FieldGroup>
    );
  },
);
