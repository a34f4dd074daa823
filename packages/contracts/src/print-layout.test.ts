import { gridChoiceOf, readPrintRequest, readPrinterFields } from './print-layout';

describe('reading a print request', () => {
  it('takes a plain print when nothing is chosen', () => {
    expect(readPrintRequest({})).toEqual({ ok: true, value: { mode: 'plain' } });
  });

  it('reads a blank print with its printer, and a sheet of copies', () => {
    expect(readPrintRequest({ layout: 'blank', printer: '12' })).toEqual({
      ok: true,
      value: { mode: 'blank', printerId: '12' },
    });
    const sheet = readPrintRequest({ layout: 'sheet', grid: 'four', copies: '8' });
    expect(sheet).toEqual({
      ok: true,
      value: { mode: 'sheet', grid: 'four', columns: 2, rows: 2, copies: 8 },
    });
    if (sheet.ok && sheet.value.mode === 'sheet')
      expect(gridChoiceOf(sheet.value)).toEqual({ columns: 2, rows: 2, turnable: true });
    const custom = readPrintRequest({ layout: 'sheet', grid: 'custom', columns: '3', rows: '4' });
    expect(custom.ok && custom.value).toMatchObject({ columns: 3, rows: 4, copies: 1 });
  });

  it.each([
    [{ layout: 'poster' }, 'layout_invalid', 'layout'],
    [{ layout: 'blank', printer: '../1' }, 'printer_invalid', 'printer'],
    [{ layout: 'sheet', grid: 'custom', columns: '0', rows: '2' }, 'grid_invalid', 'columns'],
    [{ layout: 'sheet', grid: 'custom', columns: '10', rows: '10' }, 'grid_invalid', 'columns'],
    [{ layout: 'sheet', grid: 'custom', columns: '5', rows: '6' }, 'grid_invalid', 'rows'],
    [{ layout: 'sheet', grid: 'two', copies: '0' }, 'copies_invalid', 'copies'],
    [{ layout: 'sheet', grid: 'two', copies: '5000' }, 'copies_invalid', 'copies'],
    [{ layout: 'sheet', grid: 'nine' }, 'grid_invalid', 'grid'],
  ])('refuses %j with %s on %s', (fields, code, field) => {
    expect(readPrintRequest(fields)).toEqual({ ok: false, code, field });
  });
});

describe('reading a printer', () => {
  it('takes decimals with a comma, as teachers type them', () => {
    expect(
      readPrinterFields({ name: ' Кабинет 12 ', shift_x: '1,5', shift_y: '-2', scale: '99.5' }),
    ).toEqual({
      ok: true,
      value: { name: 'Кабинет 12', shiftXMm: 1.5, shiftYMm: -2, scalePercent: 99.5 },
    });
    expect(readPrinterFields({ name: 'HP' })).toEqual({
      ok: true,
      value: { name: 'HP', shiftXMm: 0, shiftYMm: 0, scalePercent: 100 },
    });
  });

  it.each([
    [{ name: '' }, 'printer_name', 'name'],
    [{ name: 'x'.repeat(61) }, 'printer_name', 'name'],
    [{ name: 'HP', shift_x: '500' }, 'shift_invalid', 'shift_x'],
    [{ name: 'HP', shift_y: 'left' }, 'shift_invalid', 'shift_y'],
    [{ name: 'HP', scale: '-100' }, 'scale_invalid', 'scale'],
    [{ name: 'HP', scale: '300' }, 'scale_invalid', 'scale'],
  ])('refuses %j with %s on %s', (fields, code, field) => {
    expect(readPrinterFields(fields)).toEqual({ ok: false, code, field });
  });
});
