import { defaultSpreadsheetSettings, joinSpreadsheetMeta } from '@gramota/contracts';
import { parseMetaGet } from './spreadsheet.api';
import { sheetMeta } from './test-support/sheet-server';

describe('a saved table read back', () => {
  test('keeps the header each column came with; an older table has none, and junk is dropped', () => {
    const text = joinSpreadsheetMeta(
      { ...sheetMeta(), empty: '0' },
      {
        columns: [
          { title: '', type: 'check', width: 40 },
          { title: '%Фамилия Имя', type: 'key', width: 120, source: 'ФИО' },
          { title: 'Класс', type: 'text', width: 100 },
          { title: '%Класс', type: 'key', width: 100, source: 7 as unknown as string },
        ],
        data: [['1', 'Аня', '5 А', '']],
        settings: defaultSpreadsheetSettings(),
      },
    );
    expect(parseMetaGet(text).table?.columns).toEqual([
      { title: '', type: 'check', width: 40 },
      { title: '%Фамилия Имя', type: 'key', width: 120, source: 'ФИО' },
      { title: 'Класс', type: 'text', width: 100 },
      { title: '%Класс', type: 'key', width: 100 },
    ]);
  });
});
