import i18next from 'i18next';
import { aiErrors } from '@gramota/contracts';
import { namespaceGaps } from '@gramota/ui/testing';
import { registerStrings } from '../../i18n/register-strings';
import { aiStrings } from './ai-strings';
import { aiRu } from './ai.ru';

describe('AI assistant strings', () => {
  test('every language has every ru key and the placeholders', async () => {
    expect(await namespaceGaps(aiStrings)).toEqual([]);
  });

  test('every error code of the contract has its text', () => {
    for (const code of Object.keys(aiErrors)) {
      expect(aiRu.errors).toHaveProperty(code);
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
