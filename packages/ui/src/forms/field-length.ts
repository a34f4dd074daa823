/**
 * The seeds' generic length check of a field with a 'min...max' length (seed 000 §5): the
 * message key in the common namespace and its values, or null when the value passes.
 */
export function fieldLengthError(
  value: string,
  { min = 1, max }: { min?: number; max: number },
): { key: string; values?: Record<string, number> } | null {
  const length = value.trim().length;
  if (length === 0 && min > 0) return { key: 'common:form.required' };
  if (length < min) return { key: 'common:form.tooShort', values: { min } };
  if (length > max) return { key: 'common:form.tooLong', values: { max } };
  return null;
}
