import { createInstance } from 'i18next';
import { deliveryErrors, docsErrors, parentLinkErrors } from '@gramota/contracts';
import { commonResources } from '@gramota/ui/testing';
import en from '../../locales/en/ready.json';
import ru from '../../locales/ru/ready.json';

describe('the area strings', () => {
  test('every error code the calls answer has a text in Russian and English (its own or the kit’s)', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'ru',
      resources: {
        ru: { ...commonResources.ru, ready: ru },
        en: { ...commonResources.en, ready: en },
      },
      defaultNS: 'common',
      fallbackNS: 'kit',
    });
    for (const language of ['en', 'ru'])
      for (const code of Object.keys({ ...docsErrors, ...deliveryErrors })) {
        const key = `ready:errors.${code}`;
        expect(i18n.getFixedT(language)(key, { defaultValue: '' })).toBeTruthy();
      }
  });

  test('every refusal of the links for parents has its own text (the server’s is English)', () => {
    // The other languages follow Russian key for key: every-locale-complete.test.ts in the kit.
    expect(Object.keys(ru.ready.parentLinks.errors).sort()).toEqual(
      Object.keys(parentLinkErrors).sort(),
    );
  });

  test('the seeds\u2019 Russian alert texts, word for word', () => {
    expect(ru.ready.alerts).toMatchObject({
      printOneFormat: 'Чтобы отправить на печать выберите файлы одного формата',
    });
  });
});
