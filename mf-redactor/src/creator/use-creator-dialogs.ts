import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_DIALOGS, deliveryDialogKind, type DeliveryDialogKind } from '@gramota/delivery';
import { useFlowModal } from '@gramota/flow';
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
import { ProgressDialog } from './dialogs/progress.dialog';
import { ShareMobileDialog } from './dialogs/share-mobile.dialog';
import type { ParseKeys } from 'i18next';

type CreatorDialogKind =
  'progress' | 'need-text' | 'need-donate' | 'need-select' | 'time-limit' | 'bug' | 'share-mobile';
type DialogKind = CreatorDialogKind | DeliveryDialogKind;

interface Dialog {
  component: (props: CreatorDialogProps) => ReactElement | null;
  /** Its title's key; the progress title is the type's own button label (set when it opens). */
  title: ParseKeys<['redactor', 'delivery']> | '';
  static?: boolean;
}

const DIALOGS: Record<DialogKind, Dialog> = {
  progress: { component: ProgressDialog, title: '', static: true },
  'need-text': { component: NeedTextDialog, title: 'redactor:redactor.creator.needText.title' },
  'need-donate': {
    component: DonateDialog,
    title: 'redactor:redactor.creator.donate.title',
    static: true,
  },
  'need-select': {
    component: NeedSelectDialog,
    title: 'redactor:redactor.creator.needSelect.title',
  },
  'time-limit': { component: TimeLimitDialog, title: 'redactor:redactor.creator.timeLimit.title' },
  bug: { component: BugDialog, title: 'redactor:redactor.creator.bug.title' },
  'share-mobile': { component: ShareMobileDialog, title: 'redactor:redactor.creator.share.title' },
  ...DELIVERY_DIALOGS,
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
    case 'telegram-connect':
    case 'yadisk-connect':
      return deliveryDialogKind(view);
    default:
      return view.phase;
  }
}

/**
 * Keeps the shell's modal in step with the flow: one dialog per kind, reading the flow's live
 * state. The teacher closing it (button, Escape, ×) cancels the flow and its polling.
 */
export function useCreatorDialogs(
  flow: CreatorFlow,
  view: CreatorView,
  actions: Pick<CreatorDialogProps, 'onChangeTemplate' | 'onPay' | 'invoices'>,
) {
  const { t } = useTranslation(['redactor', 'delivery']);
  useFlowModal<DialogKind, Omit<CreatorDialogProps, 'close'>>(
    dialogKind(view),
    (kind) => {
      const dialog = DIALOGS[kind];
      const type = 'type' in view ? view.type : null;
      return {
        title:
          kind === 'progress' && type
            ? t(`redactor:redactor.creator.types.${type}`)
            : dialog.title && t(dialog.title),
        component: dialog.component,
        props: {
          flow,
          delivery: flow.delivery,
          onChangeTemplate: () => actions.onChangeTemplate(),
          onPay: (invoice) => actions.onPay(invoice),
          invoices: actions.invoices,
        },
        backdrop: dialog.static ? 'static' : 'default',
      };
    },
    () => flow.cancel(),
  );
}
