import type { Translate } from '@gramota/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, type PupilGender } from '@gramota/contracts';
import { useNotify, useShellApi, type Notify, type ShellApi } from '@gramota/shell-api';
import { useAppDispatch } from '@gramota/store';
import { NeedPayNotice, type NeedPayNoticeProps } from '@gramota/ui';
import { createFrameMeasurer } from './frame-measurer';
import type { MassCreateButtonProps } from './mass-button-props';
import { MassFlow } from './mass-flow';
import { createMassPorts } from './mass-store-ports';
import { composeRun } from './row-compose';
import { namesFailedMessage, noRowsMessage } from './run-messages';
import { withRowGender } from './gender-column';
import type { MassEvent } from './mass-view';
import { useMassDialogs } from './use-mass-dialogs';
import { useMassView } from './use-mass-view';

/**
 * Mass creation for the table screen: runs MassFlow against the store's calls, the grid's save and
 * the hidden-frame measurer, turns its views into the shell's modals and its outcomes into alerts,
 * the need-PRO notice, or the grid showing a row.
 */
export function useMassCreate(
  props: MassCreateButtonProps,
  /** The run's verification switch (issue 35); undefined: the document's own choice. */
  verify?: boolean,
) {
  const { t } = useTranslation(['spreadsheet', 'common']);
  const shell = useShellApi();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  // The flow lives as long as the screen; it reads the newest props when it needs them.
  const latest = useRef({ props, shell, notify, t, verify });
  latest.current = { props, shell, notify, t, verify };

  const [flow] = useState(
    () =>
      new MassFlow({
        ports: createMassPorts(dispatch, () => {
          const { docId, meta, saveNow } = latest.current.props;
          return {
            docId,
            sources: meta.sources,
            saveNow,
            measurer: () => createFrameMeasurer(docId, meta.format),
            verify: latest.current.verify,
          };
        }),
        onEvent: (event) => report(event, latest.current),
      }),
  );
  useEffect(() => () => flow.dispose(), [flow]);

  const view = useMassView(flow);
  const [actions] = useState(() => ({
    // In the editor's frame the shell hands this navigation to the editor's window (seed 000 §2).
    onOpenFiles: (jobIds: string[]) => latest.current.shell.navigate(appPaths.readyMass(jobIds)),
    onGender(row: number, gender: PupilGender) {
      const { props, t } = latest.current;
      const cell = t(`spreadsheet:mass.check.genderCell.${gender}`);
      const table = props.updateTable((now) => withRowGender(now, row, cell), true);
      flow.recheck(composeRun(table, props.meta));
    },
    onCorrect(correctionKey: string, form: string) {
      const { props } = latest.current;
      const table = props.updateTable(
        (now) => ({
          ...now,
          settings: {
            ...now.settings,
            corrections: { ...now.settings.corrections, [correctionKey]: form },
          },
        }),
        false,
      );
      flow.recheck(composeRun(table, props.meta));
    },
  }));
  useMassDialogs(flow, view, actions);

  const start = useCallback(() => {
    const { getSnapshot, meta } = latest.current.props;
    flow.start(composeRun(getSnapshot(), meta), meta.is_pro === '1');
  }, [flow]);
  return { start, busy: view.phase !== 'idle' };
}

interface ReportDeps {
  props: MassCreateButtonProps;
  shell: ShellApi;
  notify: Notify;
  t: Translate;
}

function report(event: MassEvent, { props, shell, notify, t }: ReportDeps) {
  switch (event.kind) {
    case 'need-pro':
      return void shell.showModal<Omit<NeedPayNoticeProps, 'close'>>({
        title: t('spreadsheet:mass.needProTitle'),
        component: NeedPayNotice,
        props: { text: t('spreadsheet:mass.needPro'), onPay: () => shell.navigate(appPaths.pay()) },
      });
    case 'no-rows': {
      const { title, text } = noRowsMessage(t, event.reason);
      return notify.alert(text, title);
    }
    case 'names-failed':
      return notify.alert(namesFailedMessage(t, event));
    case 'too-many':
      return notify.alert(
        t('spreadsheet:mass.tooMany.text', { count: event.count }),
        t('spreadsheet:mass.tooMany.title'),
      );
    case 'not-saved':
      return notify.alert(t('spreadsheet:mass.notSaved'));
    case 'refused':
      return notify.alert(
        t(`spreadsheet:mass.errors.${event.code ?? 'none'}`, {
          defaultValue: event.text || t('spreadsheet:mass.refused'),
        }),
      );
    case 'failed':
      return notify.alert(event.text || t('spreadsheet:mass.failed'));
    case 'fix':
      return props.showRow(event.row);
  }
}
