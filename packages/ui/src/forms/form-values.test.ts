import { collectFormValues } from './form-values';
import type { FormControl } from './form-controls';

const field = (control: Partial<FormControl> & { name: string }): FormControl => ({
  type: 'text',
  value: '',
  ...control,
});

describe('collectFormValues (seed 000 §5)', () => {
  test('phone-style fields are reduced to digits, other text is sent as typed', () => {
    expect(
      collectFormValues([
        field({ name: 'phone', type: 'tel', value: '+7 (912) 345-67-89', phone: true }),
        field({ name: 'contact', value: '8-800 555', phone: true }),
        field({ name: 'title', value: ' Class 5A ' }),
      ]),
    ).toEqual({ phone: '79123456789', contact: '8800555', title: ' Class 5A ' });
  });

  test('unchecked checkboxes and radios are not sent; checked ones send their value', () => {
    expect(
      collectFormValues([
        field({ name: 'agree', type: 'checkbox', value: 'yes', checked: false }),
        field({ name: 'size', type: 'radio', value: 'a4', checked: false }),
        field({ name: 'size', type: 'radio', value: 'a5', checked: true }),
      ]),
    ).toEqual({ size: 'a5' });
  });

  test("a checked box with an empty value sends 'on'", () => {
    expect(
      collectFormValues([field({ name: 'agree', type: 'checkbox', value: '', checked: true })]),
    ).toEqual({ agree: 'on' });
  });

  test('several checked boxes of one name make a comma list', () => {
    expect(
      collectFormValues([
        field({ name: 'docs', type: 'checkbox', value: '4', checked: true }),
        field({ name: 'docs', type: 'checkbox', value: '5', checked: false }),
        field({ name: 'docs', type: 'checkbox', value: '6', checked: true }),
      ]),
    ).toEqual({ docs: '4,6' });
  });

  test('hidden fields are sent; disabled fields, buttons and unnamed controls are not', () => {
    expect(
      collectFormValues([
        field({ name: 'data_id', type: 'hidden', value: 'doc:42' }),
        field({ name: 'note', value: 'x', disabled: true }),
        field({ name: 'go', type: 'submit', value: 'Send' }),
        field({ name: '', value: 'lost' }),
      ]),
    ).toEqual({ data_id: 'doc:42' });
  });
});
