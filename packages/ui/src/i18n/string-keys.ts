/** i18next plural forms: each language has its own set, so only the base key is compared. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Every key path of an area's strings object ('redactor.save.saving'), plural forms folded into
 * their base key, sorted: the areas' tests compare each language's keys with ru's.
 */
export function stringKeys(value: unknown): string[] {
  const walk = (inner: unknown, prefix: string): string[] => {
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return [prefix];
    return Object.entries(inner).flatMap(([key, next]) =>
      walk(next, prefix ? `${prefix}.${key.replace(PLURAL_SUFFIX, '')}` : key),
    );
  };
  return [...new Set(walk(value, ''))].sort();
}
