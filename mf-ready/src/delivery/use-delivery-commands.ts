import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, type ReadyFile } from '@gramota/contracts';
import { useDeliveryFlow, type DeliveryChannel } from '@gramota/delivery';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { NeedPayNotice, ShareToPhone, type FileItem, runtimeT } from '@gramota/ui';

/**
 * Sending ready files on (seed 001 §4 Messenger, Cloud disk, §5, §6, §7; seed 000 §5, §8): the
 * selected files (folders are not sent) go to the one delivery flow, which holds the seeds' rules,
 * the calls and the connect flows; share to phone and the need-PRO notice are this area's.
 */
export function useDeliveryCommands(files: ReadonlyMap<string, ReadyFile>) {
  const { t } = useTranslation(['ready', 'common']);
  const shell = useShellApi();
  const notify = useNotify();
  const latestFiles = useRef(files);
  latestFiles.current = files;

  const flow = useDeliveryFlow({
    subject: 'selection',
    docOf: (id) => latestFiles.current.get(id)?.doc ?? '',
    onNeedPro: () =>
      void shell.showModal({
        title: t('ready:ready.alerts.needProTitle'),
        component: NeedPayNotice,
        props: {
          text: t('ready:ready.alerts.needPro'),
          onPay: () => shell.navigate(appPaths.pay()),
        },
      }),
  });

  return useMemo(() => {
    const say = (key: string) => notify.info(runtimeT(t)(`ready:ready.alerts.${key}`));
    /** The selected files, or null after asking to select one. */
    const filesOf = (selected: readonly FileItem[]) => {
      const found = selected.flatMap((item) => (item.isFolder ? [] : (files.get(item.id) ?? [])));
      if (found.length > 0) return found;
      say('selectItem');
      return null;
    };
    const deliver = (channel: DeliveryChannel) => (selected: readonly FileItem[]) => {
      const found = filesOf(selected);
      if (found)
        flow.start(
          channel,
          found.map((file) => ({ id: file.id, free: file.free === '1' })),
        );
    };
    return {
      email: deliver('send-email'),
      storage: deliver('storage'),
      messenger: deliver('telegram'),
      cloud: deliver('yadisk'),
      printOrder: deliver('print-order'),
      shareMobile: (selected: readonly FileItem[]) => {
        const found = filesOf(selected);
        if (!found) return;
        if (found.length > 1) return say('shareOneFile');
        shell.showModal({
          title: t('ready:ready.shareMobile.title'),
          component: ShareToPhone,
          props: { code: found[0]!.share_mobile_code },
        });
      },
    };
  }, [files, flow, notify, shell, t]);
}

export type DeliveryCommands = ReturnType<typeof useDeliveryCommands>;
