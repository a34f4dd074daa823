import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowModal } from '@gramota/flow';
import type { MassDialogProps } from './mass-dialog-props';
import type { MassFlow } from './mass-flow';
import { MassProgressDialog } from './mass-progress.dialog';
import { MassReadyDialog } from './mass-ready.dialog';
import type { MassView } from './mass-view';
import { MassWarningsDialog } from './mass-warnings.dialog';
import type { ParseKeys } from 'i18next';

type MassDialogKind = 'progress' | 'warnings' | 'ready';

const DIALOGS: Record<
  MassDialogKind,
  {
    component: (props: MassDialogProps) => ReactElement | null;
    title: ParseKeys<'spreadsheet'>;
    static: boolean;
  }
> = {
  progress: { component: MassProgressDialog, title: 'mass.title', static: true },
  warnings: { component: MassWarningsDialog, title: 'mass.warnings.title', static: true },
  ready: { component: MassReadyDialog, title: 'mass.ready.title', static: false },
};

/** Which dialog a view shows: checking and running share the progress modal. */
export function massDialogKind(view: MassView): MassDialogKind | null {
  switch (view.phase) {
    case 'idle':
      return null;
    case 'checking':
    case 'running':
      return 'progress';
    default:
      return view.phase;
  }
}

/**
 * Keeps the shell's modal in step with the flow (the flow package's useFlowModal, as the
 * editor's creator does): the teacher closing it (button, Escape, ×) stops the run.
 */
export function useMassDialogs(
  flow: MassFlow,
  view: MassView,
  actions: Omit<MassDialogProps, 'flow' | 'close'>,
) {
  const { t } = useTranslation('spreadsheet');
  useFlowModal<MassDialogKind, Omit<MassDialogProps, 'close'>>(
    massDialogKind(view),
    (kind) => ({
      title: t(DIALOGS[kind].title),
      component: DIALOGS[kind].component,
      props: { flow, ...actions },
      backdrop: DIALOGS[kind].static ? 'static' : 'default',
    }),
    () => flow.cancel(),
  );
}
