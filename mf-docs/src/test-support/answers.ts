import {
  type DocFolder,
  type DocsGetAnswer,
  type DocSummary,
  type TemplatesGetAnswer,
} from '@gramota/contracts';

export const folder = (id: string, name: string, extra: Partial<DocFolder> = {}): DocFolder => ({
  id,
  name,
  parent: null,
  favorite: '0',
  time: Date.UTC(2026, 10, 5, 9, 0),
  ...extra,
});

export const doc = (id: string, name: string, extra: Partial<DocSummary> = {}): DocSummary => ({
  id,
  name,
  folder: null,
  favorite: '0',
  time: Date.UTC(2026, 10, 5, 10, Number(id) % 60),
  type: 'g',
  md5: `md5-${id}`,
  'edit-time': Date.UTC(2026, 10, 5, 10, 0),
  template_id: 'ru:101:0',
  format: 'a4',
  pro: '0',
  thumb: `/api/doc-thum/${id}/md5-${id}/`,
  ...extra,
});

export function docsAnswer(
  folders: DocFolder[],
  docs: DocSummary[],
  extra: Partial<DocsGetAnswer> = {},
): DocsGetAnswer {
  return {
    result: 'success',
    folders: Object.fromEntries(folders.map((entry) => [entry.id, entry])),
    docs: Object.fromEntries(docs.map((entry) => [entry.id, entry])),
    path: [],
    total_docs: docs.length,
    ...extra,
  };
}

const card = (id: string, name: string, tname: string, pro: '0' | '1' = '0') => ({
  id,
  name,
  tname,
  format: 'a4' as const,
  img: `/data/templates/${id.replace(/:/g, '-')}-thumb.webp`,
  lng: 'en' as const,
  end: '',
  pro,
});

/** Two certificates of merit (one in two groups), a diploma, an autumn card. */
export const galleryAnswer: TemplatesGetAnswer = {
  result: 'success',
  types: {
    g: {
      honorable: {
        'en:101:0': card('en:101:0', 'Golden Laurel', 'golden-laurel'),
        'en:102:0': card('en:102:0', 'Royal Merit', 'royal-merit', '1'),
      },
      school: { 'en:101:0': card('en:101:0', 'Golden Laurel', 'golden-laurel') },
    },
    d: { school: { 'en:201:0': card('en:201:0', 'Science Fair', 'science-fair') } },
    o: { autumn: { 'en:701:0': card('en:701:0', 'Falling Leaves', 'falling-leaves') } },
  },
  my: {},
  workshop: {},
};
