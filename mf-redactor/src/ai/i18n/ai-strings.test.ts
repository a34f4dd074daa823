import i18next from 'i18next';
import { aiErrors } from '@gramota/contracts';
import ru from '../../../locales/ru/ai.json';
import { registerStrings } from '../../i18n/register-strings';

describe('AI assistant strings', () => {
  test('every error code of the contract has its text', () => {
    for (const code of Object.keys(aiErrors)) {
      expect(ru.ai.errors).toHaveProperty(code);
    }
  });

  test("the teacher's language arrives with the area's strings", async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'de', fallbackLng: 'ru', resources: {} });
    await registerStrings(instance);
    expect(instance.t('ai:ai.errors.rate_minute')).toBe(
      'Zu viele Fragen in einer Minute. Bitte warten Sie kurz.',
    );
    expect(instance.t('ai:ai.open')).toBe('KI-Assistent');
  });
});
