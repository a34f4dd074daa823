import fs from 'node:fs';
import path from 'node:path';
import { SPREADSHEET_LIMITS } from '@gramota/contracts';
import { Unzip, UnzipInflate, zipSync } from 'fflate';
import { readTableFile, readXlsx } from '..';

const fixture = (name: string) =>
  new Uint8Array(fs.readFileSync(path.join(__dirname, 'fixtures', name)));

/** A zip whose one sheet inflates to `megabytes` MB of zeros (it compresses ~1000:1). */
function zipBomb(megabytes: number): Uint8Array {
  const zeros = new Uint8Array(1024 * 1024);
  const entries: Record<string, Uint8Array> = {};
  for (let index = 0; index < megabytes; index += 1)
    entries[`xl/worksheets/sheet${index}.xml`] = zeros;
  return zipSync(entries, { level: 9 });
}

/** Rewrites every entry's declared uncompressed size (local and central headers) to `size`. */
function lieAboutSizes(zip: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  for (let offset = 0; offset + 4 <= bytes.length; offset += 1) {
    const signature = view.getUint32(offset, true);
    if (signature === 0x04034b50) view.setUint32(offset + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(offset + 24, size, true);
  }
  return bytes;
}

describe('reading .xlsx workbooks', () => {
  it('reads the first sheet as the text a teacher sees: dates, numbers, formula values', async () => {
    expect(await readXlsx(fixture('pupils.xlsx'))).toEqual({
      headers: ['Фамилия Имя', 'Дата рождения', 'Балл', 'Итого'],
      rows: [
        ['Иванов Иван', '01.09.2026', '4.5', '9'],
        ['Петрова Мария', '01.01.2008', '0.3', ''],
      ],
    });
    expect(await readTableFile(fixture('pupils.xlsx'))).toMatchObject({
      encoding: 'xlsx',
      delimiter: '',
    });
  });

  it('refuses a zip bomb from its declared sizes, inflating nothing', async () => {
    const bomb = zipBomb(SPREADSHEET_LIMITS.maxXlsxUnzippedBytes / (1024 * 1024) + 10);
    expect(bomb.length).toBeLessThan(SPREADSHEET_LIMITS.maxUploadBytes);
    // The streaming unzip and its inflater: a bomb refused from its headers never reaches them.
    const unzipped = jest.spyOn(Unzip.prototype, 'push');
    const inflated = jest.spyOn(UnzipInflate.prototype, 'push');
    try {
      await expect(readXlsx(bomb)).rejects.toMatchObject({ code: 'xlsx_too_big' });
      expect(unzipped).not.toHaveBeenCalled();
      expect(inflated).not.toHaveBeenCalled();
      // The same spies do see a workbook that is read: they watch the reader's real path.
      await readXlsx(fixture('pupils.xlsx'));
      expect(unzipped).toHaveBeenCalled();
      expect(inflated).toHaveBeenCalled();
    } finally {
      unzipped.mockRestore();
      inflated.mockRestore();
    }
  });

  it('stops a bomb that lies about its sizes at the byte budget', async () => {
    const liar = lieAboutSizes(zipBomb(60), 1000);
    const before = process.memoryUsage().arrayBuffers;
    await expect(readXlsx(liar)).rejects.toMatchObject({ code: 'xlsx_too_big' });
    // Bounded: what was inflated stays near the 40 MB budget, not the 60 MB of the bomb.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(
      SPREADSHEET_LIMITS.maxXlsxUnzippedBytes + 20 * 1024 * 1024,
    );
  });

  it('refuses a file that only looks like a zip, a broken zip and a zip with no workbook', async () => {
    const fake = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('not really a zip')]);
    await expect(readTableFile(fake)).rejects.toMatchObject({ code: 'xlsx_invalid' });
    const broken = fixture('pupils.xlsx').slice(0, 900);
    await expect(readTableFile(broken)).rejects.toMatchObject({ code: 'xlsx_invalid' });
    const notWorkbook = zipSync({ 'readme.txt': new Uint8Array(Buffer.from('hello')) });
    await expect(readTableFile(notWorkbook)).rejects.toMatchObject({ code: 'xlsx_invalid' });
    const xmlButNoSheet = zipSync({ 'a.xml': new Uint8Array(Buffer.from('<a/>')) });
    await expect(readTableFile(xmlButNoSheet)).rejects.toMatchObject({ code: 'xlsx_invalid' });
  });
});
