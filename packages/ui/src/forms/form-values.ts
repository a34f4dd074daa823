import { isSendable, type FormControl } from './form-controls';

const isToggle = (control: FormControl) => control.type === 'checkbox' || control.type === 'radio';

/**
 * What a form sends (seed 000 §5): phone-style fields reduced to digits; unchecked checkboxes and
 * radios left out, checked ones with an empty value sent as 'on' (what a browser sends). Several
 * checked boxes of one name are joined with commas, the seeds' list format (`docs: comma list`).
 */
export function collectFormValues(controls: Iterable<FormControl>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const control of controls) {
    if (!control.name || !isSendable(control)) continue;
    if (isToggle(control) && !control.checked) continue;
    let value = control.value;
    if (isToggle(control) && value === '') value = 'on';
    else if (control.phone) value = value.replace(/\D/g, '');
    const previous = values[control.name];
    values[control.name] =
      previous !== undefined && isToggle(control) ? `${previous},${value}` : value;
  }
  return values;
}
