import i18next from 'i18next';
import { commonResources } from '@gramota/ui/testing';
import { switchLanguage } from '@gramota/ui';
import { registerPwaStrings } from './register-pwa-strings';
import { sendOfflineTexts } from './send-offline-texts';
import {
  DEFAULT_OFFLINE_TEXTS,
  OFFLINE_TEXTS_MESSAGE,
  offlinePageHtml,
  offlineTexts,
} from './sw/offline-page';

function fakeContainer() {
  const posted: unknown[] = [];
  const listeners: Array<() => void> = [];
  const container = {
    controller: { postMessage: (message: unknown) => posted.push(message) },
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  } as unknown as ServiceWorkerContainer;
  return { container, posted, takeOver: () => listeners.forEach((listener) => listener()) };
}

async function instance(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, fallbackLng: 'ru', resources: commonResources });
  return i18n;
}

describe('the offline page speaks the teacher’s language', () => {
  it('is told the words of the language read now, again at a switch and to a new worker', async () => {
    const i18n = await instance('en');
    const { container, posted, takeOver } = fakeContainer();
    const ready = registerPwaStrings(i18n);
    sendOfflineTexts(i18n, container, ready);
    await ready;
    await Promise.resolve();
    expect(posted).toEqual([
      {
        type: OFFLINE_TEXTS_MESSAGE,
        texts: {
          lang: 'en',
          title: 'Gramota',
          note: 'No internet connection. This page is not saved for offline use yet.',
          retry: 'Try again',
        },
      },
    ]);

    await switchLanguage(i18n, 'de');
    expect(posted[1]).toMatchObject({
      texts: { lang: 'de', note: expect.stringContaining('Keine Internetverbindung') },
    });
    takeOver();
    expect(posted).toHaveLength(3);
  });

  it('keeps only well-formed words and writes them as text, never as markup', () => {
    expect(offlineTexts({ lang: 'en', title: 'x', note: 'y' })).toBeNull();
    expect(offlineTexts({ lang: 'english', title: 'x', note: 'y', retry: 'z' })).toBeNull();
    expect(offlineTexts({ lang: 'en', title: 'x'.repeat(501), note: 'y', retry: 'z' })).toBeNull();
    const html = offlinePageHtml({ lang: 'en', title: '<b>G</b>', note: 'a & b', retry: 'Go' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('&lt;b&gt;G&lt;/b&gt;');
    expect(html).toContain('a &amp; b');
  });

  it('answers in Russian before any page has spoken', () => {
    expect(offlinePageHtml(DEFAULT_OFFLINE_TEXTS)).toContain(
      'Нет соединения с интернетом. Эта страница ещё не сохранена для работы без сети.',
    );
  });
});
