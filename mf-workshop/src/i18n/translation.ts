/** The plural suffixes i18next reads; each language keeps only the forms its own rules use. */
type PluralKey = `${string}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;

/**
 * The shape a translation of a Russian bundle must have: every key of ru, except that plural
 * forms are optional (English has no _few, Italian no _few): which forms each language needs is
 * checked by namespaceGaps in strings.test.ts against its own plural rules.
 */
export type Translation<T> = {
  [K in keyof T as K extends PluralKey ? never : K]: T[K] extends string
    ? string
    : Translation<T[K]>;
} & {
  [K in keyof T as K extends PluralKey ? K : never]?: string;
};
