import type { Namespace, TFunction } from 'i18next';

/**
 * A t() of any namespace, for helpers that are handed the caller's: they write full 'ns:key'
 * keys, checked against every namespace's Russian strings (string-types.ts in each package).
 */
export type Translate = TFunction<Namespace>;

/** t() for a key made at run time: an area's prefix, a code the server sent, a type name. */
export type RuntimeT = (key: string, options?: Record<string, unknown>) => string;

/**
 * The one way past the key check: the compiler cannot know a key made at run time, so the
 * caller's t is used unchecked for it. every-locale-complete.test.ts still checks that every
 * language holds the same keys, and each caller's tests render the texts.
 */
export const runtimeT = (t: Translate): RuntimeT => t as unknown as RuntimeT;
