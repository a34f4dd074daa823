import type { DocRawContent } from '@gramota/doc-content';
import { docSetFields, saveFingerprint, type SaveSnapshot } from './save-payload';

const raw = (text: string) =>
  ({
    blocks: [
      { key: 'a', type: 'unstyled', text, depth: 0, inlineStyleRanges: [], entityRanges: [] },
    ],
    entityMap: {},
  }) as DocRawContent;

const snapshot = (extra: Partial<SaveSnapshot> = {}): SaveSnapshot => ({
  raw: raw('Грамота'),
  font: 'Philosopher',
  padding: '60 60 60 60',
  format: 'a4',
  titlesFloat: '0|0',
  titlesMargin: '',
  titleIndex: 0,
  fieldsRedactor: '0',
  values: { name: 'Иван', school: '5' },
  ...extra,
});

describe('what counts as a change', () => {
  test('the same document gives the same fingerprint, whatever the order of values', () => {
    expect(saveFingerprint(snapshot())).toBe(saveFingerprint(snapshot({ raw: raw('Грамота') })));
    expect(saveFingerprint(snapshot())).toBe(
      saveFingerprint(snapshot({ values: { school: '5', name: 'Иван' } })),
    );
  });

  test('content, font, padding and every page or fields value change it', () => {
    const base = saveFingerprint(snapshot());
    const changes: Array<Partial<SaveSnapshot>> = [
      { raw: raw('Грамота!') },
      { font: 'Lobster' },
      { padding: '60 60 60 65' },
      { format: 'a5' },
      { titlesFloat: '0|5' },
      { titlesMargin: '40' },
      { titleIndex: 1 },
      { fieldsRedactor: '1' },
      { values: { name: 'Пётр', school: '5' } },
    ];
    for (const change of changes) expect(saveFingerprint(snapshot(change))).not.toBe(base);
  });
});

describe('the doc-set form', () => {
  test('sends the raw content as JSON with the page and fields values', () => {
    expect(docSetFields(snapshot(), raw('Текст'))).toEqual({
      content: JSON.stringify(raw('Текст')),
      font: 'Philosopher',
      padding: '60 60 60 60',
      format: 'a4',
      titles_float: '0|0',
      titles_margin: '',
      title_index: '0',
      fields_redactor: '0',
      values: JSON.stringify({ name: 'Иван', school: '5' }),
    });
  });
});
