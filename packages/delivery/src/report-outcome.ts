import type { Translate } from '@gramota/ui';
import { appPaths } from '@gramota/contracts';
import type { Notify, ShellApi } from '@gramota/shell-api';
import type { DeliveryEvent } from './delivery-view';
import { runtimeT } from '@gramota/ui';

/**
 * Whose files an area sends: the editor speaks of the one file it just made ('made-file') and
 * keeps its success toasts up the shell's default time, Ready files counts the files picked in
 * its list and lets its success toasts go by themselves.
 */
export type DeliverySubject = 'made-file' | 'selection';

const SUBJECTS: Record<DeliverySubject, { texts: string; longToasts: boolean }> = {
  'made-file': { texts: 'delivery:outcomes.madeFile', longToasts: true },
  selection: { texts: 'delivery:outcomes.selection', longToasts: false },
};

export interface DeliveryOutcomeOptions {
  shell: Pick<ShellApi, 'navigate' | 'requireLogin'>;
  /** The toasts (shell-api's useNotify). */
  notify: Notify;
  t: Translate;
  subject: DeliverySubject;
  /** need-PRO: each area has its own dialog for it. */
  onNeedPro(): void;
}

/** The message of a failed call: the contract's text for its code, else the server's own text. */
function failureText(t: Translate, text: string, code?: string) {
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
  const { shell, notify } = options;
  // The subject's texts ('redactor:…' or 'spreadsheet:…') make the keys at run time.
  const t = runtimeT(options.t);
  const subject = SUBJECTS[options.subject];
  const sent = (key: string, values: Record<string, unknown>) =>
    notify.success(t(`${subject.texts}.${key}`, values), { long: subject.longToasts });
  switch (event.kind) {
    case 'need-login':
      return shell.requireLogin(event.reason);
    case 'need-pro':
      return options.onNeedPro();
    case 'one-file-only':
      return notify.info(t('delivery:outcomes.emailOneFile'));
    case 'file-wait':
      return notify.info(t('delivery:outcomes.fileNotReady'));
    case 'navigate':
      return shell.navigate(event.url);
    case 'alert':
      return notify.error(event.text || t('delivery:errors.send_failed'));
    case 'rights-not-granted':
      return notify.error(t('delivery:outcomes.rightsNotGranted'));
    case 'failed':
      return notify.error(failureText(options.t, event.text, event.code));
    case 'mail-sent':
      return sent('mailSent', { email: event.email });
    case 'storage-added':
      return notify.success(t(`${subject.texts}.storageAdded`, { count: event.count }), {
        action: { label: t(`${subject.texts}.openStorage`), href: appPaths.storage() },
      });
    case 'telegram-sent':
      return sent('telegramSent', { count: event.count });
    case 'yadisk-sent':
      return sent('yadiskSent', { count: event.count });
  }
}
