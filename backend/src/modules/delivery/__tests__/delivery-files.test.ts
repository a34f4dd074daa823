import { CodedError as DeliveryError } from '../../../errors';
import { MAX_DELIVERY_FILES, parseFileIds } from '../delivery-files';

describe('the files parameter of the delivery calls', () => {
  it('reads ids and redoc references, in order, each once', () => {
    expect(parseFileIds('12')).toEqual([12]);
    expect(parseFileIds('12,13')).toEqual([12, 13]);
    expect(parseFileIds('redoc:12,redoc:13')).toEqual([12, 13]);
    expect(parseFileIds(' 13 , redoc:12,13')).toEqual([13, 12]);
    const most = Array.from({ length: MAX_DELIVERY_FILES }, (_, index) => String(index + 1));
    expect(parseFileIds(most.join(','))).toHaveLength(MAX_DELIVERY_FILES);
  });

  it.each([
    undefined,
    '',
    ',',
    '12,',
    'abc',
    '0',
    '-1',
    '1.5',
    'stdoc:12',
    'redoc:',
    'redoc:x',
    '12;13',
    '1'.repeat(17),
    Array.from({ length: MAX_DELIVERY_FILES + 1 }, (_, index) => index + 1).join(','),
  ])('refuses %p with 400 files_invalid', (text) => {
    let thrown: unknown;
    try {
      parseFileIds(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DeliveryError);
    expect(thrown).toMatchObject({
      status: 400,
      code: 'files_invalid',
      answer: { result: 'error', error_code: 'files_invalid', name: 'files' },
    });
  });
});
