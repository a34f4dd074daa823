import fs from 'node:fs';
import path from 'node:path';
import { SPREADSHEET_LIMITS } from '@gramota/contracts';
import iconv from 'iconv-lite';
import { detectDelimiter, ImportError, readCsv, readTableFile } from '..';

const fixture = (name: string) =>
  new Uint8Array(fs.readFileSync(path.join(__dirname, 'fixtures', name)));
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

/** The ImportError code a read throws. */
function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof ImportError) return error.code;
    throw error;
  }
  throw new Error('the file was read');
}

describe('reading CSV files as schools export them', () => {
  it("reads Excel's Windows-1251 ';' CSV: CRLF, a quoted field with a line break, ragged rows", () => {
    const read = readCsv(fixture('pupils-windows-1251-semicolon.csv'));
    expect(read.encoding).toBe('windows-1251');
    expect(read.delimiter).toBe(';');
    expect(read.table.headers).toEqual(['Фамилия Имя', 'Класс', 'Примечание']);
    expect(read.table.rows).toEqual([
      ['Иванов Иван', '5 А', 'Победитель; олимпиада\r\nпо математике'],
      // The short row is padded to the table's width.
      ['Петрова Мария', '5 А', ''],
      // Formulas and HTML stay the characters they are: nothing in a cell is evaluated.
      ['Сидоров Пётр', '5 Б', '=HYPERLINK("http://example.com")'],
      ['Ёлкина Алёна', '5 Б', '<b>жирный</b>'],
    ]);
  });

  it('reads UTF-8 with a BOM and commas, a quoted comma staying in its cell', () => {
    const read = readCsv(fixture('pupils-utf8-bom-comma.csv'));
    expect(read).toEqual({
      encoding: 'utf-8-bom',
      delimiter: ',',
      table: {
        headers: ['Фамилия Имя', 'Класс'],
        rows: [
          ['Иванов Иван', '5 А'],
          ['Петрова, Мария', '5 А'],
        ],
      },
    });
  });

  it('reads UTF-8 without a BOM, tabs, and drops trailing empty rows and columns', () => {
    const read = readCsv(utf8('Имя\tКласс\t\nАнна\t5 А\t\n\t\t\n\n'));
    expect(read).toEqual({
      encoding: 'utf-8',
      delimiter: '\t',
      table: { headers: ['Имя', 'Класс'], rows: [['Анна', '5 А']] },
    });
  });

  it('reads a one-column list (no separator) and Windows-1251 with commas', () => {
    expect(readCsv(utf8('Имя\nАнна\nБорис')).table).toEqual({
      headers: ['Имя'],
      rows: [['Анна'], ['Борис']],
    });
    expect(readCsv(utf8('Имя\nАнна')).delimiter).toBe('');
    const read = readCsv(new Uint8Array(iconv.encode('Имя,Класс\r\nАнна,5 А\r\n', 'win1251')));
    expect(read).toMatchObject({ encoding: 'windows-1251', delimiter: ',' });
    expect(read.table.rows).toEqual([['Анна', '5 А']]);
  });

  it("prefers ';' when commas only sit inside the names", () => {
    expect(detectDelimiter('Имя;Балл\nИванов, Иван;4,5\nПетрова, Анна;5\n')).toBe(';');
    expect(detectDelimiter('a,b,c\n1,2,3\n')).toBe(',');
  });

  it('refuses bytes that are neither UTF-8 nor Windows-1251, and empty files', () => {
    expect(refusal(() => readCsv(fixture('pupils-utf16le-no-bom.csv')))).toBe('encoding_unknown');
    expect(
      refusal(() =>
        readCsv(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])),
      ),
    ).toBe('encoding_unknown');
    expect(refusal(() => readCsv(new Uint8Array([0x41, 0x98, 0x42])))).toBe('encoding_unknown');
    expect(refusal(() => readCsv(new Uint8Array()))).toBe('file_empty');
    expect(refusal(() => readCsv(utf8('\ufeff')))).toBe('file_empty');
    expect(refusal(() => readCsv(utf8(' \r\n\r\n;;;\r\n')))).toBe('file_empty');
  });

  it('reads UTF-16 with its BOM (Excel "Unicode text")', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Имя\tКласс\r\nАнна\t5 А\r\n', 'utf16le'),
    ]);
    expect(readCsv(new Uint8Array(bytes))).toMatchObject({
      encoding: 'utf-16le',
      delimiter: '\t',
      table: { headers: ['Имя', 'Класс'], rows: [['Анна', '5 А']] },
    });
  });

  it('refuses 10,000 rows, too many columns and too long cells, whole', () => {
    const rows = ['Имя;Класс', ...Array.from({ length: 10_000 }, (_, i) => `Ученик ${i};5 А`)];
    expect(refusal(() => readCsv(utf8(rows.join('\r\n'))))).toBe('too_many_rows');
    const limit = ['Имя', ...Array.from({ length: SPREADSHEET_LIMITS.maxRows }, (_, i) => `У${i}`)];
    expect(readCsv(utf8(limit.join('\n'))).table.rows).toHaveLength(SPREADSHEET_LIMITS.maxRows);
    const wide = Array.from({ length: SPREADSHEET_LIMITS.maxColumns + 1 }, (_, i) => `c${i}`);
    expect(refusal(() => readCsv(utf8(`${wide.join(';')}\n${wide.join(';')}`)))).toBe(
      'too_many_columns',
    );
    const long = 'я'.repeat(SPREADSHEET_LIMITS.maxCellChars + 1);
    expect(refusal(() => readCsv(utf8(`Имя;Класс\n${long};5 А`)))).toBe('cell_too_long');
  });

  it('tells the type by the bytes, not the name: an old .xls is refused, text is CSV', async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await expect(readTableFile(ole)).rejects.toMatchObject({ code: 'file_type' });
    await expect(readTableFile(new Uint8Array())).rejects.toMatchObject({ code: 'file_empty' });
    await expect(readTableFile(fixture('pupils-utf8-bom-comma.csv'))).resolves.toMatchObject({
      encoding: 'utf-8-bom',
    });
  });
});

describe('the CSV grammar, read in one pass', () => {
  const rows = (text: string) => readCsv(utf8(text)).table;

  it('reads quoted fields: separators, line breaks and "" inside, text after a closing quote', () => {
    expect(rows('Имя;Заметка\n"Иванов; Иван";"сказал ""да"""\n"две\nстроки";"a"b\n')).toEqual({
      headers: ['Имя', 'Заметка'],
      rows: [
        ['Иванов; Иван', 'сказал "да"'],
        ['две\nстроки', 'ab'],
      ],
    });
    // A quote inside an unquoted field is text; an empty quoted field is empty.
    expect(rows('a;b\nO"Brien;""\n').rows).toEqual([['O"Brien', '']]);
  });

  it('ends rows at CRLF, LF and CR alike, and keeps a trailing empty field', () => {
    for (const newline of ['\r\n', '\n', '\r'])
      expect(rows(['a;b;c', '1;2;', '4;5;6'].join(newline))).toEqual({
        headers: ['a', 'b', 'c'],
        rows: [
          ['1', '2', ''],
          ['4', '5', '6'],
        ],
      });
    expect(rows('a,b\r\n1,2\n3,4\r5,6').rows).toEqual([
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('skips a UTF-8 BOM and rows that hold nothing', () => {
    expect(readCsv(utf8('\ufeffa;b\n\n ; \n1;2\n;;\n'))).toEqual({
      encoding: 'utf-8-bom',
      delimiter: ';',
      table: { headers: ['a', 'b'], rows: [['1', '2']] },
    });
  });

  it('guesses the separator by the first rows, quotes counted per separator', () => {
    expect(detectDelimiter('a\tb\tc\n1\t2\t3\n')).toBe('\t');
    // The ';' and ',' sit inside quotes: only the tabs split the rows.
    expect(detectDelimiter('"x;y,z"\t"1;2"\n"a;b"\t"c,d"\n')).toBe('\t');
    // A line break inside quotes does not end the row for the vote either.
    expect(detectDelimiter('a;b\n"1\n2";3\n')).toBe(';');
    expect(detectDelimiter('one column\nonly\n')).toBe('');
  });

  it('reads a quote that is never closed to the end of the file, once', () => {
    expect(rows('a;b\n1;"2\n3;4\n').rows).toEqual([['1', '2\n3;4']]);
    const open = `Имя;Класс\n"${'я;'.repeat(SPREADSHEET_LIMITS.maxCellChars)}`;
    expect(refusal(() => readCsv(utf8(open)))).toBe('cell_too_long');
  });

  // The second security review's file (issue 28): `";` repeated after a header took 10 s a MB on
  // the event loop, 103 s for 5 MB. Read in one pass it is one row of a million cells: refused.
  it('refuses 5 MB of `";` after a header as too many columns, keeping only the first cells', () => {
    const hostile = utf8(`Имя;Класс\n${'";'.repeat(2.5 * 1024 * 1024)}`);
    expect(refusal(() => readCsv(hostile))).toBe('too_many_columns');
    const tail = utf8(`Имя;Класс\n${';'.repeat(5 * 1024 * 1024)}\nАнна;5 А`);
    expect(readCsv(tail).table.rows).toEqual([['Анна', '5 А']]);
  });
});
