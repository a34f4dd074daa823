import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryPaths, type ReadyFile } from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import { selectIsLoggedIn, selectProfile, useAppSelector } from '@gramota/store';
import { NeedPayNotice, ShareToPhone, type FileItem } from '@gramota/ui';
import { readyErrorMessage } from '../common/ready-errors';
import {
  answerOf,
  CONNECT_GIVE_UP_MS,
  pause,
  POPUP_WATCH_MS,
  TELEGRAM_POLL_MS,
  TELEGRAM_SEND_AFTER_MS,
} from './delivery-timing';
import {
  useDeliverySetEmailMutation,
  usePrintOrderAddFileMutation,
  useSendMailMutation,
  useStorageAddFilesMutation,
  useTelegramSendFilesMutation,
  useTelegramStatusConnectMutation,
  useYadiskConnectStatusMutation,
  useYadiskSendFilesMutation,
} from '@gramota/store';
import { EmailFormModal } from './email-form.modal';
import { TelegramConnectModal } from './telegram-connect.modal';

const PAY_PAGE = '/app/pay/';
const STORAGE_PAGE = '/app/storage/';

/**
 * Sending ready files on (seed 001 §4 Messenger, Cloud disk, §5, §6, §7; seed 000 §5, §8): the
 * seeds' rules first (one file by e-mail, login for e-mail and storage, no free file in the
 * storage), then the delivery call, and the connect flows of the messenger and the cloud disk.
 */
export function useDeliveryCommands(files: ReadonlyMap<string, ReadyFile>) {
  const { t } = useTranslation(['ready', 'common']);
  const shell = useShellApi();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const profile = useAppSelector(selectProfile);
  const [sendMail] = useSendMailMutation();
  const [setEmail] = useDeliverySetEmailMutation();
  const [storageAdd] = useStorageAddFilesMutation();
  const [printOrderAdd] = usePrintOrderAddFileMutation();
  const [telegramSend] = useTelegramSendFilesMutation();
  const [telegramStatus] = useTelegramStatusConnectMutation();
  const [yadiskSend] = useYadiskSendFilesMutation();
  const [yadiskStatus] = useYadiskConnectStatusMutation();

  return useMemo(() => {
    const { toast, showModal, requireLogin, navigate } = shell;
    const say = (key: string, values?: Record<string, unknown>) =>
      toast({ text: t(`ready:ready.alerts.${key}`, values), kind: 'info' });
    const sent = (key: string, values?: Record<string, unknown>) =>
      toast({ text: t(`ready:ready.done.${key}`, values), kind: 'success', timeout: 3000 });
    const failed = (text: string) => toast({ text, kind: 'error' });
    /** Runs a call; a refusal is said in a toast and answers null. */
    const attempt = async <T>(task: () => Promise<T>): Promise<T | null> => {
      try {
        return await task();
      } catch (error) {
        failed(readyErrorMessage(t, error));
        return null;
      }
    };
    /** The selected files (folders are not sent), or null after asking to select one. */
    const filesOf = (selected: readonly FileItem[]) => {
      const found = selected.flatMap((item) => (item.isFolder ? [] : (files.get(item.id) ?? [])));
      if (found.length > 0) return found;
      say('selectItem');
      return null;
    };
    const idsOf = (found: readonly ReadyFile[]) => found.map((file) => file.id);
    const needPro = () =>
      showModal({
        title: t('ready:ready.alerts.needProTitle'),
        component: NeedPayNotice,
        props: { text: t('ready:ready.alerts.needPro'), onPay: () => navigate(PAY_PAGE) },
      });

    const mailTo = async (file: ReadyFile): Promise<void> => {
      const answer = await attempt(() =>
        answerOf(sendMail({ docId: file.doc, doc: file.id }).unwrap()),
      );
      if (!answer) return;
      if (answer.result === 'success') return sent('emailSent', { email: answer.email ?? '' });
      if (answer.result === 'need_login') return requireLogin('email');
      if (answer.result === 'need_email') return askEmail(file);
      if (answer.result === 'wait') return say('fileNotReady');
      failed(answer.error_text || t('ready:errors.send_failed'));
    };
    const askEmail = (file: ReadyFile) =>
      void showModal({
        title: t('ready:ready.email.title'),
        component: EmailFormModal,
        props: {
          save: async (email: string) => {
            const answer = await attempt(() => answerOf(setEmail(email).unwrap()));
            if (!answer) return false;
            if (answer.result !== 'success') {
              // Seed 001 §5, §8: the refusal's own error_text as an alert.
              failed(answer.error_text || t('ready:errors.email_invalid'));
              return false;
            }
            void mailTo(file);
            return true;
          },
        },
      });

    /** Polls until the messenger is connected; false when the teacher closed the dialog. */
    const telegramConnected = async (stopped: () => boolean) => {
      for (let waited = 0; waited < CONNECT_GIVE_UP_MS; waited += TELEGRAM_POLL_MS) {
        await pause(TELEGRAM_POLL_MS);
        if (stopped()) return false;
        const status = await attempt(() => telegramStatus().unwrap());
        if (!status) return false;
        if (status.connect === 'true') return true;
      }
      return false;
    };

    /** Opens the provider's page in a popup and resolves once it is closed (watched every 1 s). */
    const popupClosed = (url: string) =>
      new Promise<boolean>((resolve) => {
        const popup = window.open(url, 'gramota-cloud-auth', 'width=640,height=720');
        if (!popup) return resolve(false);
        let waited = 0;
        const timer = setInterval(() => {
          waited += POPUP_WATCH_MS;
          if (!popup.closed && waited < CONNECT_GIVE_UP_MS) return;
          clearInterval(timer);
          resolve(true);
        }, POPUP_WATCH_MS);
      });

    return {
      email: async (selected: readonly FileItem[]) => {
        const found = filesOf(selected);
        if (!found) return;
        if (found.length > 1) return say('emailOneFile');
        if (!loggedIn) return requireLogin('email');
        // Without a known address the form comes first; an unknown profile lets the server say.
        if (profile && !profile.email) return askEmail(found[0]!);
        await mailTo(found[0]!);
      },
      storage: async (selected: readonly FileItem[]) => {
        const found = filesOf(selected);
        if (!found) return;
        if (!loggedIn) return requireLogin('storage');
        // Seed 000 §5: free files never go to storage; one free file in the selection stops it.
        if (found.some((file) => file.free === '1')) return void needPro();
        const answer = await attempt(() => answerOf(storageAdd(idsOf(found)).unwrap()));
        if (!answer) return;
        if (answer.result === 'need_pro') return void needPro();
        if (answer.result === 'need_login') return requireLogin('storage');
        toast({
          text: t('ready:ready.done.storage', { count: found.length }),
          kind: 'success',
          action: { label: t('ready:ready.done.openStorage'), href: STORAGE_PAGE },
        });
      },
      messenger: async (selected: readonly FileItem[]) => {
        const found = filesOf(selected);
        if (!found) return;
        const send = () => attempt(() => answerOf(telegramSend(idsOf(found)).unwrap()));
        const first = await send();
        if (!first) return;
        if (first.result === 'error')
          return failed(first.error_text || t('ready:errors.send_failed'));
        if (first.status === 'send') return sent('messenger', { count: found.length });
        let closed = false;
        const dialog = showModal({
          title: t('ready:ready.messenger.title'),
          component: TelegramConnectModal,
          props: { code: first.code, link: first.link },
          onClose: () => {
            closed = true;
          },
        });
        if (!(await telegramConnected(() => closed))) return;
        await pause(TELEGRAM_SEND_AFTER_MS);
        dialog.close();
        const again = await send();
        if (again?.status === 'send') sent('messenger', { count: found.length });
        else if (again) failed(again.error_text || t('ready:errors.send_failed'));
      },
      cloud: async (selected: readonly FileItem[]) => {
        const found = filesOf(selected);
        if (!found) return;
        const send = () => attempt(() => answerOf(yadiskSend(idsOf(found)).unwrap()));
        const first = await send();
        if (!first) return;
        if (first.result === 'error')
          return failed(first.error_text || t('ready:errors.send_failed'));
        if (first.status === 'send') return sent('cloud', { count: found.length });
        if (!first.auth_url || !(await popupClosed(first.auth_url))) return say('popupBlocked');
        const status = await attempt(() => yadiskStatus().unwrap());
        if (!status) return;
        // Seed 001 §8: 'К сожалению, права доступа не получены!'
        if (status.connect !== 'true') return failed(t('ready:ready.alerts.rightsNotGranted'));
        const again = await send();
        if (again?.status === 'send') sent('cloud', { count: found.length });
        else if (again) failed(again.error_text || t('ready:ready.alerts.rightsNotGranted'));
      },
      shareMobile: (selected: readonly FileItem[]) => {
        const found = filesOf(selected);
        if (!found) return;
        if (found.length > 1) return say('shareOneFile');
        showModal({
          title: t('ready:ready.shareMobile.title'),
          component: ShareToPhone,
          props: { code: found[0]!.share_mobile_code },
        });
      },
      printOrder: async (selected: readonly FileItem[]) => {
        const found = filesOf(selected);
        if (!found) return;
        const answer = await attempt(() => printOrderAdd(idsOf(found)).unwrap());
        if (answer) navigate(answer.location || deliveryPaths.printOrder());
      },
    };
  }, [
    files,
    loggedIn,
    printOrderAdd,
    profile,
    sendMail,
    setEmail,
    shell,
    storageAdd,
    t,
    telegramSend,
    telegramStatus,
    yadiskSend,
    yadiskStatus,
  ]);
}

export type DeliveryCommands = ReturnType<typeof useDeliveryCommands>;
