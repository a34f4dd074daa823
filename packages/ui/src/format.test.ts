import { formatDisplayName, formatFileSize } from './format';

describe('formatDisplayName', () => {
  it('turns underscores into spaces', () => {
    expect(formatDisplayName('Diploma_for_Ivanov')).toBe('Diploma for Ivanov');
  });
  it('keeps names of 40 characters and cuts longer ones to 35', () => {
    expect(formatDisplayName('a'.repeat(40))).toBe('a'.repeat(40));
    expect(formatDisplayName('b'.repeat(41))).toBe(`${'b'.repeat(35)}...`);
  });
});

describe('formatFileSize', () => {
  const units = ['б', 'Кб', 'Мб', 'Гб', 'Тб', 'Пб'];
  it('uses base 1024', () => {
    expect(formatFileSize(512, units)).toBe('512 б');
    expect(formatFileSize(1536, units)).toBe('1.5 Кб');
    expect(formatFileSize(5 * 1024 * 1024, units)).toBe('5 Мб');
  });
});
