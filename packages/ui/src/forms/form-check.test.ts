import i18next from 'i18next';
import ru from '../../locales/ru/common.json';
import { checkFormFields, parseLengthSpec } from './form-check';
import type { FormControl } from './form-controls';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'ru',
  resources: { ru: { common: ru } },
  defaultNS: 'common',
  initAsync: false,
});

const field = (name: string, value: string, length?: string, extra: Partial<FormControl> = {}) => ({
  name,
  type: 'text',
  value,
  length,
  ...extra,
});

describe('parseLengthSpec', () => {
  test("reads 'min...max' with either side left out", () => {
    expect(parseLengthSpec('1...100')).toEqual({ min: 1, max: 100 });
    expect(parseLengthSpec('...40')).toEqual({ min: 0, max: 40 });
    expect(parseLengthSpec('3...')).toEqual({ min: 3, max: Number.POSITIVE_INFINITY });
    expect(parseLengthSpec('...')).toBeNull();
    expect(parseLengthSpec('ten')).toBeNull();
  });
});

describe('checkFormFields (seed 000 §5)', () => {
  test('empty with min above 0: "Заполните это поле" on that field', () => {
    expect(checkFormFields([field('name', '  ', '1...100')], i18n.t)).toEqual({
      name: 'name',
      key: 'common:form.required',
      message: 'Заполните это поле',
    });
  });

  test('shorter than min and longer than max name the limit in Russian', () => {
    expect(checkFormFields([field('code', 'ab', '3...10')], i18n.t)?.message).toBe(
      'Поле не может быть меньше 3 символов',
    );
    expect(checkFormFields([field('name', 'x'.repeat(41), '1...40')], i18n.t)?.message).toBe(
      'Поле не может быть больше 40 символов',
    );
  });

  test('the first error wins: later fields are not looked at', () => {
    const problem = checkFormFields(
      [
        field('ok', 'fine', '1...10'),
        field('first', '', '1...10'),
        field('second', 'x'.repeat(20), '1...10'),
      ],
      i18n.t,
    );
    expect(problem?.name).toBe('first');
  });

  test('a field with min 0 may stay empty; fields without a length, disabled ones and boxes pass', () => {
    expect(
      checkFormFields(
        [
          field('note', '', '...100'),
          field('free', ''),
          field('off', '', '1...10', { disabled: true }),
          field('agree', '', '1...10', { type: 'checkbox' }),
          field('data_id', 'doc:1', '1...40', { type: 'hidden' }),
        ],
        i18n.t,
      ),
    ).toBeNull();
  });

  test('hidden fields are checked too', () => {
    expect(
      checkFormFields([field('data_id', '', '1...40', { type: 'hidden' })], i18n.t)?.name,
    ).toBe('data_id');
  });
});
