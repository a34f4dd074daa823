import i18next from 'i18next';
import { RENDER_NOTE_CODES } from '@gramota/contracts';
import en from '../../locales/en/redactor.json';
import ru from '../../locales/ru/redactor.json';
import { registerStrings } from './register-strings';

describe('redactor strings', () => {
  test("the seeds' Russian wording is kept", () => {
    expect(ru.redactor.clear.confirm).toBe('Очистить документ?');
    expect(ru.redactor.save.saved).toBe('Все изменения сохранены');
    expect(en.redactor.recoverBeforeOpening).toBe('Recover document or folder before opening!');
  });

  // pages_cut is plural on the pages the file holds; every other note is one sentence.
  test.each(RENDER_NOTE_CODES)('the render note %s has its text', (code) => {
    const notes: Record<string, string> = ru.redactor.creator.notes;
    expect(notes[code] ?? notes[`${code}_one`]).toBeTruthy();
  });

  test('the chosen language arrives with registerStrings, with its own plural forms', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'uk', fallbackLng: 'ru', resources: {} });
    await registerStrings(instance);
    const some = (count: number) =>
      instance.t('redactor:redactor.creator.needText.some', { count });
    expect(some(1)).toContain('1 текст.');
    expect(some(3)).toContain('3 тексти.');
    expect(some(5)).toContain('5 текстів.');
    expect(instance.t('redactor:editor.toolbar')).toBe('Панель форматування');
  });
});
