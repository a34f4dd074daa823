import type { PupilGender } from '@gramota/contracts';

/**
 * How school lists write a pupil's gender in a Пол / Стать column: letters, abbreviations and
 * words of the languages teachers here use (Russian, Ukrainian, Belarusian, Kazakh, English,
 * German, Italian). Compared after lower-casing, trimming and dropping a trailing dot, so «Ж»,
 * «жен.» and «Женский» are all read.
 */
const WORDS: Record<PupilGender, readonly string[]> = {
  m: [
    'м',
    'муж',
    'мужской',
    'мужчина',
    'мальчик',
    'юноша',
    'ч',
    'чол',
    'чоловіча',
    'чоловічий',
    'чоловік',
    'хлопчик',
    'хлопець',
    'мужчынскі',
    'хлопчык',
    'ер',
    'ұл',
    'm',
    'male',
    'man',
    'boy',
    'männlich',
    'maschio',
    'maschile',
  ],
  f: [
    'ж',
    'жен',
    'женский',
    'женщина',
    'девочка',
    'девушка',
    'жін',
    'жіноча',
    'жіночий',
    'жінка',
    'дівчинка',
    'дівчина',
    'жаночы',
    'дзяўчынка',
    'әйел',
    'қыз',
    'f',
    'female',
    'woman',
    'girl',
    'w',
    'weiblich',
    'femmina',
    'femminile',
  ],
};

const LOOKUP = new Map<string, PupilGender>(
  (Object.keys(WORDS) as PupilGender[]).flatMap((gender) =>
    WORDS[gender].map((word) => [word, gender] as const),
  ),
);

/** A gender cell read leniently: 'm', 'f', or null when it is empty or says neither. */
export function readGenderCell(cell: string): PupilGender | null {
  const word = cell.trim().toLowerCase().replace(/\.+$/, '').replace(/\s+/g, ' ');
  return LOOKUP.get(word) ?? null;
}
