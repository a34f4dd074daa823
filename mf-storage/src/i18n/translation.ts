/** The plural categories only some languages use (uk/be: few and many; it: many). */
type OptionalPluralKey<K> = K extends `${string}_${'few' | 'many'}` ? K : never;

/**
 * A translation of a Russian bundle: the same keys and nesting, every text a string, except the
 * `_few`/`_many` plural forms, which a language has only when its own plural rules use them
 * (strings tests check that with namespaceGaps, so the type need not know each language's rules).
 */
export type Translation<T> = {
  [K in keyof T as K extends OptionalPluralKey<K> ? never : K]: T[K] extends string
    ? string
    : Translation<T[K]>;
} & {
  [K in keyof T as K extends OptionalPluralKey<K> ? K : never]?: string;
};
