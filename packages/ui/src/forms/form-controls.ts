/**
 * One control of a form as the engine sees it: plain data, so the rules (form-values.ts,
 * form-check.ts) are pure and tested without a DOM. `controlsOf` reads a real <form>.
 */
export interface FormControl {
  name: string;
  /** 'text', 'tel', 'checkbox', 'radio', 'hidden', 'select-one', 'textarea', 'submit', ... */
  type: string;
  value: string;
  checked?: boolean;
  disabled?: boolean;
  /** The seeds' length attribute 'min...max' (`data-length`), when the field has one. */
  length?: string;
  /** A phone-style field (`type="tel"` or `data-format="phone"`): sent as digits only. */
  phone?: boolean;
}

type DomControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isDomControl = (element: Element): element is DomControl =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** The named controls of a form element, in document order. */
export function controlsOf(form: HTMLFormElement): FormControl[] {
  return Array.from(form.elements)
    .filter(isDomControl)
    .filter((element) => element.name)
    .map((element) => ({
      name: element.name,
      type: element.type,
      value: element.value,
      checked: element instanceof HTMLInputElement ? element.checked : undefined,
      disabled: element.disabled,
      length: element.dataset.length,
      phone: element.type === 'tel' || element.dataset.format === 'phone',
    }));
}

/**
 * Seed 000 §5: forms with multipart encoding (file uploads) or the direct-send class are sent as
 * they are, without the generic check.
 */
export function formSkipsCheck(form: HTMLFormElement): boolean {
  return (
    form.getAttribute('enctype')?.toLowerCase() === 'multipart/form-data' ||
    form.classList.contains('direct-send')
  );
}

/** Controls that never carry a value of their own (buttons) or are not sent (disabled). */
export const isSendable = (control: FormControl) =>
  !control.disabled && !['submit', 'button', 'reset', 'image', 'file'].includes(control.type);
