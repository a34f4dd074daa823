import { en } from './en';
import { ru } from './ru';

/** i18next plural forms: each language has its own set, so only the base key is compared. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key path of a strings object ('redactor.save.saving', 'redactor.pro.features'). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  const paths = Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key.replace(PLURAL_SUFFIX, '')}` : key),
  );
  return [...new Set(paths)];
}

describe('spreadsheet strings', () => {
  test('en has exactly the keys of ru', () => {
    expect(keys(en).sort()).toEqual(keys(ru).sort());
  });
});
