import { chosenFormat } from './template-format';

describe('the template format of the create and upload forms', () => {
  test('a fixed format is sent as is', () => {
    expect(chosenFormat('a4h', '', '')).toBe('a4h');
  });

  test('a custom size in cm from 5 to 100 becomes ni-{w}x{h}', () => {
    expect(chosenFormat('custom', '21', '14,8')).toBe('ni-21x14.8');
    expect(chosenFormat('custom', '5', '100')).toBe('ni-5x100');
  });

  test('a custom size out of range or not a number is refused', () => {
    expect(chosenFormat('custom', '4.9', '20')).toBeNull();
    expect(chosenFormat('custom', '20', '101')).toBeNull();
    expect(chosenFormat('custom', 'abc', '20')).toBeNull();
    expect(chosenFormat('custom', '', '20')).toBeNull();
  });
});
