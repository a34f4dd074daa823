import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellApi, type ModalHandle } from '@gramota/shell-api';
import type { CreatorFlow } from './creator-flow';
import type { CreatorView } from './creator-view';
import {
  BugDialog,
  NeedSelectDialog,
  NeedTextDialog,
  TimeLimitDialog,
} from './dialogs/answer-notices.dialog';
import type { CreatorDialogProps } from './dialogs/creator-dialog-props';
import { DonateDialog } from './dialogs/donate.dialog';
import { EmailDialog } from './dialogs/email.dialog';
import { ProgressDialog } from './dialogs/progress.dialog';
import { ShareMobileDialog } from './dialogs/share-mobile.dialog';
import { TelegramDialog } from './dialogs/telegram.dialog';
import { YadiskDialog } from './dialogs/yadisk.dialog';

type DialogKind =
  | 'progress'
  | 'need-text'
  | 'need-donate'
  | 'need-select'
  | 'time-limit'
  | 'bug'
  | 'email'
  | 'share-mobile'
  | 'telegram'
  | 'yadisk';

type DialogBody = ComponentType<CreatorDialogProps>;

const DIALOGS: Record<DialogKind, { component: DialogBody; title: string; static?: boolean }> = {
  // The progress title is the type's own button label (set when it opens).
  progress: { component: ProgressDialog, title: '', static: true },
  'need-text': { component: NeedTextDialog, title: 'needText.title' },
  'need-donate': { component: DonateDialog, title: 'donate.title', static: true },
  'need-select': { component: NeedSelectDialog, title: 'needSelect.title' },
  'time-limit': { component: TimeLimitDialog, title: 'timeLimit.title' },
  bug: { component: BugDialog, title: 'bug.title' },
  email: { component: EmailDialog, title: 'email.title', static: true },
  'share-mobile': { component: ShareMobileDialog, title: 'share.title' },
  telegram: { component: TelegramDialog, title: 'telegram.title', static: true },
  yadisk: { component: YadiskDialog, title: 'yadisk.title', static: true },
};

/** Which dialog a view shows; none while the call starts, nor for the background wait's banner. */
export function dialogKind(view: CreatorView): DialogKind | null {
  switch (view.phase) {
    case 'idle':
    case 'starting':
      return null;
    case 'waiting':
    case 'preparing':
    case 'loading':
    case 'ready':
    case 'download-error':
      return view.background ? null : 'progress';
    case 'sending':
      return 'progress';
    case 'need-email':
      return 'email';
    case 'telegram-connect':
      return 'telegram';
    case 'yadisk-connect':
      return 'yadisk';
    default:
      return view.phase;
  }
}

interface OpenDialog {
  kind: DialogKind;
  handle: ModalHandle | null;
  /** Closed by the flow moving on, not by the teacher: that must not cancel the flow. */
  replaced: boolean;
}

/**
 * Keeps the shell's modal in step with the flow: one dialog per kind, reading the flow's live
 * state. The teacher closing it (button, Escape, ×) cancels the flow and its polling.
 */
export function useCreatorDialogs(
  flow: CreatorFlow,
  view: CreatorView,
  actions: Pick<CreatorDialogProps, 'onChangeTemplate' | 'onPay'>,
) {
  const { t } = useTranslation('redactor');
  const { showModal } = useShellApi();
  const open = useRef<OpenDialog | null>(null);
  const latest = useRef({ view, actions, t });
  latest.current = { view, actions, t };
  const kind = dialogKind(view);

  useEffect(() => {
    const current = open.current;
    if (current?.kind === kind) return;
    if (current) {
      current.replaced = true;
      current.handle?.close();
      open.current = null;
    }
    if (!kind) return;
    const { view: shown, t: translate } = latest.current;
    const dialog = DIALOGS[kind];
    const entry: OpenDialog = { kind, handle: null, replaced: false };
    const type = 'type' in shown ? shown.type : null;
    entry.handle = showModal<Omit<CreatorDialogProps, 'close'>>({
      title:
        kind === 'progress' && type
          ? translate(`redactor.creator.types.${type}`)
          : translate(`redactor.creator.${dialog.title}`),
      component: dialog.component,
      props: {
        flow,
        onChangeTemplate: () => latest.current.actions.onChangeTemplate(),
        onPay: (path) => latest.current.actions.onPay(path),
      },
      backdrop: dialog.static ? 'static' : 'default',
      onClose: () => {
        if (!entry.replaced) flow.cancel();
      },
    });
    open.current = entry;
  }, [flow, kind, showModal]);

  // Leaving the editor closes whatever is open (the flow itself is disposed by useCreator).
  useEffect(
    () => () => {
      const current = open.current;
      if (!current) return;
      current.replaced = true;
      current.handle?.close();
      open.current = null;
    },
    [],
  );
}
