import type { TFunction } from 'i18next';
import { appPaths } from '@gramota/contracts';
import type { ShellApi } from '@gramota/shell-api';
import type { DeliveryEvent } from './delivery-view';

/**
 * Whose files an area sends: the editor speaks of the one file it just made ('made-file'), Ready
 * files counts the files picked in its list and lets its success toasts go by themselves.
 */
export type DeliverySubject = 'made-file' | 'selection';

const SUBJECTS: Record<DeliverySubject, { texts: string; sentTimeout?: number }> = {
  'made-file': { texts: 'delivery:outcomes.madeFile' },
  selection: { texts: 'delivery:outcomes.selection', sentTimeout: 3000 },
};

export interface DeliveryOutcomeOptions {
  shell: Pick<ShellApi, 'toast' | 'navigate' | 'requireLogin'>;
  t: TFunction;
  subject: DeliverySubject;
  /** need-PRO: each area has its own dialog for it. */
  onNeedPro(): void;
}

/** The message of a failed call: the contract's text for its code, else the server's own text. */
function failureText(t: TFunction, text: string, code?: string) {
  const fallback = text || t('common:errors.internal');
  if (code === 'offline') return t('common:errors.offline');
  if (!code) return fallback;
  return t(`delivery:errors.${code}`, {
    defaultValue: t(`common:errors.${code}`, { defaultValue: fallback }),
  });
}

/**
 * Turns a delivery outcome into the shell's toasts, the login page or navigation. Refusals are
 * error toasts here; the editor says them in its alert dialog instead and handles those itself.
 */
export function reportDeliveryOutcome(event: DeliveryEvent, options: DeliveryOutcomeOptions) {
  const { shell, t } = options;
  const subject = SUBJECTS[options.subject];
  const say = (text: string, kind: 'info' | 'error') => shell.toast({ text, kind });
  const sent = (key: string, values: Record<string, unknown>) =>
    shell.toast({
      text: t(`${subject.texts}.${key}`, values),
      kind: 'success',
      ...(subject.sentTimeout ? { timeout: subject.sentTimeout } : {}),
    });
  switch (event.kind) {
    case 'need-login':
      return shell.requireLogin(event.reason);
    case 'need-pro':
      return options.onNeedPro();
    case 'one-file-only':
      return say(t('delivery:outcomes.emailOneFile'), 'info');
    case 'file-wait':
      return say(t('delivery:outcomes.fileNotReady'), 'info');
    case 'navigate':
      return shell.navigate(event.url);
    case 'alert':
      return say(event.text || t('delivery:errors.send_failed'), 'error');
    case 'rights-not-granted':
      return say(t('delivery:outcomes.rightsNotGranted'), 'error');
    case 'failed':
      return say(failureText(t, event.text, event.code), 'error');
    case 'mail-sent':
      return sent('mailSent', { email: event.email });
    case 'storage-added':
      return shell.toast({
        text: t(`${subject.texts}.storageAdded`, { count: event.count }),
        kind: 'success',
        action: { label: t(`${subject.texts}.openStorage`), href: appPaths.storage() },
      });
    case 'telegram-sent':
      return sent('telegramSent', { count: event.count });
    case 'yadisk-sent':
      return sent('yadiskSent', { count: event.count });
  }
}
