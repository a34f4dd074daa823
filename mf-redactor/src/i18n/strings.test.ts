import i18next from 'i18next';
// The check is test-only, so it stays out of the package's index (which is in every first load).
import { namespaceGaps } from '@gramota/ui/testing';
import { en } from './en';
import { redactorStrings, registerStrings } from './register-strings';
import { ru } from './ru';

describe('redactor strings', () => {
  test('every language has every ru key, its own plural forms and the placeholders', async () => {
    expect(await namespaceGaps(redactorStrings)).toEqual([]);
  });

  test("the seeds' Russian wording is kept", () => {
    expect(ru.redactor.clear.confirm).toBe('Очистить документ?');
    expect(ru.redactor.save.saved).toBe('Все изменения сохранены');
    expect(en.redactor.recoverBeforeOpening).toBe('Recover document or folder before opening!');
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
