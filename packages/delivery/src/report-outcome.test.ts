import i18next from 'i18next';
import { createShellApiMock } from '@gramota/shell-api/testing';
import { createNotify } from '@gramota/ui';
import en from '../locales/en/delivery.json';
import { registerDeliveryStrings } from './i18n/register-strings';
import { reportDeliveryOutcome, type DeliverySubject } from './report-outcome';
import type { DeliveryEvent } from './delivery-view';

function report(subject: DeliverySubject, events: DeliveryEvent[], language = 'en') {
  const shell = createShellApiMock(language);
  registerDeliveryStrings(shell.i18n, { en });
  const onNeedPro = jest.fn();
  const t = shell.i18n.t.bind(shell.i18n) as typeof i18next.t;
  const notify = createNotify(shell, t('common:alerts.errorTitle'));
  for (const event of events) {
    reportDeliveryOutcome(event, { shell, notify, t, subject, onNeedPro });
  }
  return { calls: shell.calls, onNeedPro };
}

describe('delivery outcomes', () => {
  test('the editor speaks of its one made file', () => {
    const { calls } = report('made-file', [
      { kind: 'mail-sent', email: 'teacher@school.example' },
      { kind: 'storage-added', count: 1 },
      { kind: 'telegram-sent', count: 1 },
    ]);
    expect(calls.toasts).toEqual([
      { text: 'The file has been sent to teacher@school.example', kind: 'success' },
      {
        text: 'The file is saved in your storage',
        kind: 'success',
        action: { label: 'Open storage', href: '/app/storage/' },
      },
      { text: 'The file has been sent to Telegram', kind: 'success' },
    ]);
  });

  test('Ready files counts the selected files; refusals are error toasts (ru)', () => {
    const { calls, onNeedPro } = report(
      'selection',
      [
        { kind: 'yadisk-sent', count: 2 },
        { kind: 'rights-not-granted' },
        { kind: 'one-file-only' },
        { kind: 'alert', text: '' },
        { kind: 'failed', text: 'Not found', code: 'not_found' },
        { kind: 'need-pro' },
        { kind: 'need-login', reason: 'storage' },
        { kind: 'navigate', url: '/app/pay/print/' },
      ],
      'ru',
    );
    expect(calls.toasts).toEqual([
      { text: 'Файлов отправлено на облачный диск: 2', kind: 'success', timeout: 3000 },
      { text: 'К сожалению, права доступа не получены!', kind: 'error' },
      { text: 'По электронной почте можно отправить только один файл', kind: 'info' },
      { text: 'Не удалось отправить файл. Попробуйте позже.', kind: 'error' },
      { text: 'Не найдено', kind: 'error' },
    ]);
    expect(onNeedPro).toHaveBeenCalledTimes(1);
    expect(calls.requireLogin).toEqual([{ reason: 'storage', returnTo: undefined }]);
    expect(calls.navigate).toEqual(['/app/pay/print/']);
  });
});
