import { formFromSettings, readNumber, settingsFromForm } from './page-settings-form';

const initial = {
  format: 'a4',
  padding: '76 57 76 57',
  titlesFloat: '0|10',
  titlesMargin: '60',
  titleIndex: 0,
};

describe('page settings form', () => {
  test('shows margins in cm with two decimals and the title offsets', () => {
    expect(formFromSettings(initial)).toEqual({
      format: 'a4',
      top: '2.00',
      right: '1.50',
      bottom: '2.00',
      left: '1.50',
      titleX: '0',
      titleY: '10',
      titlesMargin: '60',
      titleIndex: 0,
    });
  });

  test('margins left as shown keep their exact px; typed ones turn cm into px', () => {
    const form = { ...formFromSettings(initial), left: '2', top: '1,5' };
    expect(settingsFromForm(form, initial)).toEqual({
      ok: true,
      settings: {
        format: 'a4',
        padding: '57.14 57 76 76.19',
        titlesFloat: '0|10',
        titlesMargin: '60',
        titleIndex: 0,
      },
    });
  });

  test('refuses what is not a number, margins past ±400 px and unknown formats', () => {
    const form = {
      ...formFromSettings(initial),
      left: 'abc',
      right: '11',
      format: 'a3',
      titleX: '500',
    };
    expect(settingsFromForm(form, initial)).toEqual({
      ok: false,
      errors: { left: 'number', right: 'range', format: 'format', titleX: 'range' },
    });
  });

  test('reads numbers with a comma or a dot', () => {
    expect(readNumber(' 1,25 ')).toBe(1.25);
    expect(readNumber('-3')).toBe(-3);
    expect(readNumber('1e3')).toBeNull();
    expect(readNumber('')).toBeNull();
  });
});
