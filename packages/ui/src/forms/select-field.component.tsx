import type { ReactNode, SelectHTMLAttributes } from 'react';
import { controlClass, FieldGroup } from './field-group.component';

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
  /** In a row of other controls: the label is for screen readers only (FieldGroup's inline). */
  inline?: boolean;
}

/** A labelled select with the same error tooltip as TextField. */
export function SelectField({
  label,
  name,
  options,
  error,
  hint,
  id,
  inline,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldGroup label={label} name={name} error={error} hint={hint} id={id} inline={inline}>
      {(control) => (
        <select {...selectProps} {...control} className={controlClass()}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldGroup>
  );
}
