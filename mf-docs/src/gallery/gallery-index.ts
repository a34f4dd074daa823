import {
  CATEGORIES,
  GROUPS,
  type Category,
  type Group,
  type TemplateCard,
  type TemplateCards,
  type TemplatesGetAnswer,
} from '@gramota/contracts';

/** One catalogue template with where it is listed. */
export interface GalleryEntry {
  card: TemplateCard;
  category: Category;
  groups: Group[];
}

/** The templates-get answer turned around for the screens: by id, in gallery order. */
export interface GalleryIndex {
  entries: GalleryEntry[];
  byId: ReadonlyMap<string, GalleryEntry>;
  my: TemplateCard[];
  workshop: TemplateCard[];
}

const values = (cards: TemplateCards | undefined): TemplateCard[] => Object.values(cards ?? {});

export function buildGalleryIndex(answer: TemplatesGetAnswer): GalleryIndex {
  const byId = new Map<string, GalleryEntry>();
  const entries: GalleryEntry[] = [];
  for (const category of CATEGORIES) {
    const groups = answer.types[category];
    if (!groups) continue;
    for (const group of GROUPS) {
      for (const card of values(groups[group])) {
        const known = byId.get(card.id);
        if (known) {
          if (!known.groups.includes(group)) known.groups.push(group);
          continue;
        }
        const entry: GalleryEntry = { card, category, groups: [group] };
        byId.set(card.id, entry);
        entries.push(entry);
      }
    }
  }
  return { entries, byId, my: values(answer.my), workshop: values(answer.workshop) };
}

export const EMPTY_GALLERY: GalleryIndex = {
  entries: [],
  byId: new Map(),
  my: [],
  workshop: [],
};

/** Categories that have at least one template, in the seeds' order. */
export function categoriesWithTemplates(index: GalleryIndex): Category[] {
  return CATEGORIES.filter((category) =>
    index.entries.some((entry) => entry.category === category),
  );
}

/** Groups listed in a category, in the seeds' order. */
export function groupsOf(index: GalleryIndex, category: Category): Group[] {
  const present = new Set(
    index.entries.filter((entry) => entry.category === category).flatMap((entry) => entry.groups),
  );
  return GROUPS.filter((group) => present.has(group));
}

export function cardsIn(index: GalleryIndex, category: Category, group: Group | null = null) {
  return index.entries
    .filter((entry) => entry.category === category && (!group || entry.groups.includes(group)))
    .map((entry) => entry.card);
}

/** The card a /{category}/{group}/{name}/ address names (name is the template's tname). */
export function findByName(
  index: GalleryIndex,
  category: Category,
  group: Group,
  name: string,
): GalleryEntry | undefined {
  return index.entries.find(
    (entry) =>
      entry.category === category && entry.groups.includes(group) && entry.card.tname === name,
  );
}

const normalise = (text: string) => text.toLowerCase().replace(/ё/g, 'е').trim();

/**
 * Templates whose name (or its Latin slug) holds every word of the query, or whose category or
 * group name as the teacher reads it does ('грамота', 'осень').
 */
export function searchTemplates(
  index: GalleryIndex,
  query: string,
  labelsOf: (entry: GalleryEntry) => string[] = () => [],
): TemplateCard[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return index.entries
    .filter((entry) => {
      const haystack = normalise(
        [entry.card.name, entry.card.tname.replace(/-/g, ' '), ...labelsOf(entry)].join(' '),
      );
      return words.every((word) => haystack.includes(word));
    })
    .map((entry) => entry.card);
}
