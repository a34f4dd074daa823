import {
  cardPath,
  categoryPath,
  galleryPath,
  parseCardMode,
  parseGalleryRoute,
  searchPath,
} from './gallery-route';

const parse = (path: string, search = '') =>
  parseGalleryRoute(path.split('/').filter(Boolean), new URLSearchParams(search));

describe('parseGalleryRoute (seed 001 §2 Template gallery)', () => {
  test.each([
    ['', { view: 'home' }],
    ['g', { view: 'category', category: 'g', group: null }],
    ['d/school', { view: 'category', category: 'd', group: 'school' }],
    [
      'd/school/science-fair',
      { view: 'named', category: 'd', group: 'school', name: 'science-fair' },
    ],
    ['individual', { view: 'category', category: 'i', group: null }],
    ['my', { view: 'my' }],
    ['workshop', { view: 'workshop' }],
    ['card/ru-101-0', { view: 'card', templateId: 'ru:101:0' }],
    ['create/en-204-1', { view: 'create', templateId: 'en:204:1' }],
    ['region-select/ru/ru-mow', { view: 'region-select', lng: 'ru', region: 'ru-mow' }],
  ])('/app/templates/%s/', (path, expected) => {
    expect(parse(path)).toEqual(expected);
  });

  test('search reads ?sq=, trimmed; an empty one is kept empty', () => {
    expect(parse('search', '?sq=%20autumn%20')).toEqual({ view: 'search', query: 'autumn' });
    expect(parse('search', '?sq=')).toEqual({ view: 'search', query: '' });
  });

  test('unknown categories, groups and ids are "unknown", never a crash', () => {
    expect(parse('x')).toEqual({ view: 'unknown' });
    expect(parse('g/unknown-group')).toEqual({ view: 'unknown' });
    expect(parse('card/not-an-id')).toEqual({ view: 'unknown' });
    expect(parse('region-select/ru')).toEqual({ view: 'unknown' });
  });
});

describe('card modes (?do=)', () => {
  test('select-template and activate-pay are read; anything else creates a document', () => {
    expect(parseCardMode(new URLSearchParams('do=select-template'))).toBe('select-template');
    expect(parseCardMode(new URLSearchParams('do=activate-pay'))).toBe('activate-pay');
    expect(parseCardMode(new URLSearchParams('do=create-doc'))).toBe('create-doc');
    expect(parseCardMode(new URLSearchParams('do=<script>'))).toBe('create-doc');
    expect(parseCardMode(new URLSearchParams(''))).toBe('create-doc');
  });
});

describe('gallery links', () => {
  const kept = new URLSearchParams('embed=true&do=select-template&folder=f7&doc=42&sq=old&x=1');

  test('keep the frame, the mode, the folder and the document, and drop the rest', () => {
    expect(galleryPath(['g'], kept)).toBe(
      '/app/templates/g/?embed=true&do=select-template&folder=f7&doc=42',
    );
    expect(galleryPath([], new URLSearchParams())).toBe('/app/templates/');
  });

  test('cards use the URL form of the template id; individual has its own address', () => {
    expect(cardPath('ru:101:0', new URLSearchParams())).toBe('/app/templates/card/ru-101-0/');
    expect(categoryPath('i', new URLSearchParams())).toBe('/app/templates/individual/');
    expect(categoryPath('g', new URLSearchParams(), 'autumn')).toBe('/app/templates/g/autumn/');
    expect(searchPath('осень', new URLSearchParams('folder=f2'))).toBe(
      '/app/templates/search/?folder=f2&sq=%D0%BE%D1%81%D0%B5%D0%BD%D1%8C',
    );
  });
});
