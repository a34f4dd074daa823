import { galleryAnswer } from '../test-support/answers';
import {
  buildGalleryIndex,
  cardsIn,
  categoriesWithTemplates,
  findByName,
  groupsOf,
  searchTemplates,
} from './gallery-index';

const index = buildGalleryIndex(galleryAnswer);

describe('the gallery index', () => {
  test('lists each template once, with every group it appears in', () => {
    expect(index.entries.map((entry) => entry.card.id)).toEqual([
      'en:101:0',
      'en:102:0',
      'en:201:0',
      'en:701:0',
    ]);
    expect(index.byId.get('en:101:0')?.groups).toEqual(['honorable', 'school']);
  });

  test('categories and groups come in the seeds\u2019 order, only when they have templates', () => {
    expect(categoriesWithTemplates(index)).toEqual(['g', 'd', 'o']);
    expect(groupsOf(index, 'g')).toEqual(['honorable', 'school']);
    expect(groupsOf(index, 'c')).toEqual([]);
  });

  test('cards of a category, or of one of its groups', () => {
    expect(cardsIn(index, 'g').map((card) => card.id)).toEqual(['en:101:0', 'en:102:0']);
    expect(cardsIn(index, 'g', 'school').map((card) => card.id)).toEqual(['en:101:0']);
  });

  test('a /{category}/{group}/{name}/ address finds its card by slug', () => {
    expect(findByName(index, 'g', 'honorable', 'royal-merit')?.card.name).toBe('Royal Merit');
    expect(findByName(index, 'g', 'school', 'royal-merit')).toBeUndefined();
  });

  test('search matches every word in the name, the slug or the labels the teacher reads', () => {
    const names = (query: string, labels?: Parameters<typeof searchTemplates>[2]) =>
      searchTemplates(index, query, labels).map((card) => card.name);
    expect(names('royal')).toEqual(['Royal Merit']);
    expect(names('GOLDEN laurel')).toEqual(['Golden Laurel']);
    expect(names('golden merit')).toEqual([]);
    expect(names('   ')).toEqual([]);
    expect(names('autumn', (entry) => entry.groups)).toEqual(['Falling Leaves']);
  });

  test('ё and е are the same letter for search', () => {
    const russian = buildGalleryIndex({
      ...galleryAnswer,
      types: {
        o: {
          autumn: {
            'ru:1:0': {
              ...galleryAnswer.types.o!.autumn!['en:701:0']!,
              id: 'ru:1:0',
              name: 'Ёлочка',
            },
          },
        },
      },
    });
    expect(searchTemplates(russian, 'елочка').map((card) => card.name)).toEqual(['Ёлочка']);
  });
});
