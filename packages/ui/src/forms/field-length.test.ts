import { fieldLengthError } from './field-length';

describe('fieldLengthError (seed 000 §5)', () => {
  test('empty, or only spaces, with a minimum above 0: "Заполните это поле"', () => {
    expect(fieldLengthError('', { max: 100 })).toEqual({ key: 'common:form.required' });
    expect(fieldLengthError('   ', { max: 100 })).toEqual({ key: 'common:form.required' });
  });
  test('shorter than min and longer than max name the limit', () => {
    expect(fieldLengthError('ab', { min: 3, max: 10 })).toEqual({
      key: 'common:form.tooShort',
      values: { min: 3 },
    });
    expect(fieldLengthError('x'.repeat(101), { max: 100 })).toEqual({
      key: 'common:form.tooLong',
      values: { max: 100 },
    });
  });
  test('a name within the limits passes', () => {
    expect(fieldLengthError('Class 5A', { max: 100 })).toBeNull();
    expect(fieldLengthError('x'.repeat(100), { max: 100 })).toBeNull();
  });
});
