import type { GrammarCase, PupilGender } from '@gramota/contracts';
import type { NameLanguage, NameSigns } from './name-language';
import { plainApostrophes, type NameRoles } from './name-parts';

type Shevchenko = typeof import('shevchenko');

let loading: Promise<Shevchenko> | undefined;

/**
 * shevchenko loads TensorFlow.js and a surname classifier model on import (about 0.4 s and tens
 * of MB): it is loaded on the first Ukrainian name, so start-up and every other call skip it.
 */
function shevchenko(): Promise<Shevchenko> {
  loading ??= import('shevchenko').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const UKRAINIAN_CASES = {
  nominative: 'inNominative',
  genitive: 'inGenitive',
  dative: 'inDative',
  accusative: 'inAccusative',
  ablative: 'inAblative',
  locative: 'inLocative',
  vocative: 'inVocative',
} as const satisfies Partial<Record<GrammarCase, keyof Shevchenko>>;

const pupilGender = (gender: string | null): PupilGender | null =>
  gender === 'masculine' ? 'm' : gender === 'feminine' ? 'f' : null;

/** Ukrainian names through shevchenko (its rules, its given-name dictionary, its classifier). */
export const ukrainianNames: NameLanguage = {
  async signs(roles: NameRoles): Promise<NameSigns> {
    const library = await shevchenko();
    // Each part asked alone, so that each tells only what it tells. The dictionary spells
    // apostrophes as "'" («Мар'яна»); schools also type 'ʼ' and '’'.
    const patronymic = roles.patronymic
      ? await library.detectGender({ patronymicName: roles.patronymic })
      : null;
    const first = await library.detectGender({ givenName: plainApostrophes(roles.first) });
    // shevchenko has no surname gender rules: the surname is not asked about.
    return { patronymic: pupilGender(patronymic), first: pupilGender(first) };
  },

  async decline(roles, grammarCase, gender) {
    if (!(grammarCase in UKRAINIAN_CASES))
      throw new RangeError(`not a Ukrainian case: ${grammarCase}`);
    const library = await shevchenko();
    const inflect = library[UKRAINIAN_CASES[grammarCase as keyof typeof UKRAINIAN_CASES]];
    const declined = await inflect({
      gender:
        gender === 'm' ? library.GrammaticalGender.MASCULINE : library.GrammaticalGender.FEMININE,
      familyName: roles.surname,
      givenName: roles.first,
      ...(roles.patronymic ? { patronymicName: roles.patronymic } : {}),
    });
    return {
      surname: declined.familyName,
      first: declined.givenName,
      ...(roles.patronymic ? { patronymic: declined.patronymicName } : {}),
    };
  },
};
