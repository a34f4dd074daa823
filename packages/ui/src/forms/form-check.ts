import { runtimeT, type Translate } from '../i18n/translate';
import { fieldLengthError } from './field-length';
import { isSendable, type FormControl } from './form-controls';

/** A failed check: the field at fault, the message shown as its tooltip, and the message key. */
export interface FormCheckError {
  name: string;
  message: string;
  key: string;
}

/**
 * The seeds' length attribute 'min...max' (either side may be left out: '...100', '3...').
 * A missing minimum is 0 (the field may stay empty); null when the text is not such a range.
 */
export function parseLengthSpec(spec: string): { min: number; max: number } | null {
  const match = /^\s*(\d*)\s*\.\.\.\s*(\d*)\s*$/.exec(spec);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  return {
    min: match[1] ? Number(match[1]) : 0,
    max: match[2] ? Number(match[2]) : Number.POSITIVE_INFINITY,
  };
}

/**
 * The generic check on submit (seed 000 §5): every sendable field with a length attribute, in
 * order; the first error wins and stops the check ('Заполните это поле', 'Поле не может быть
 * меньше/больше ...'). Checkboxes and radios carry no text to measure.
 */
export function checkFormFields(
  controls: Iterable<FormControl>,
  t: Translate,
): FormCheckError | null {
  for (const control of controls) {
    if (!control.length || !isSendable(control)) continue;
    if (control.type === 'checkbox' || control.type === 'radio') continue;
    const range = parseLengthSpec(control.length);
    if (!range) continue;
    const problem = fieldLengthError(control.value, range);
    if (problem)
      return {
        name: control.name,
        key: problem.key,
        message: runtimeT(t)(problem.key, problem.values),
      };
  }
  return null;
}
