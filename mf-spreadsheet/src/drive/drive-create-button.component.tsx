import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowCallError } from '@gramota/flow';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { useAppDispatch } from '@gramota/store';
import { Button } from '@gramota/ui';
import type { MassCreateButtonProps } from '../mass';
import { storeDecline } from '../mass/mass-store-ports';
import { prepareRun, type PreparedRun } from '../mass/prepare-names';
import { composeRun } from '../mass/row-compose';
import { namesFailedMessage, noRowsMessage } from '../mass/run-messages';
import { shownRowNumber } from '../model/grid-data';
import { DriveCreateModal, type DriveCreateModalProps } from './drive-create.modal';

/**
 * The topbar's "Create in Drive" (issue 15 Drive create): the ticked rows, composed and their
 * names declined as mass creation does (issue 29), saved first, into drive-create's modal. The
 * same props as the mass button (the grid mounts both alike).
 */
export function DriveCreateButton({ docId, meta, getSnapshot, saveNow }: MassCreateButtonProps) {
  const { t } = useTranslation('spreadsheet');
  const shell = useShellApi();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const open = async () => {
    const run = composeRun(getSnapshot(), meta);
    if (run.problem) {
      const { title, text } = noRowsMessage(t, run.problem);
      notify.alert(text, title);
      return;
    }
    setBusy(true);
    let prepared: PreparedRun;
    try {
      if (!(await saveNow())) return;
      prepared = await prepareRun(run, storeDecline(dispatch));
    } catch (error) {
      const failure = error instanceof FlowCallError ? error : { text: '' };
      notify.alert(namesFailedMessage(t, failure));
      return;
    } finally {
      setBusy(false);
    }
    const shown = (rows: PreparedRun['rows']) => rows.map((row) => shownRowNumber(row.index));
    shell.showModal<Omit<DriveCreateModalProps, 'close'>>({
      title: t('drive.title'),
      component: DriveCreateModal,
      props: {
        docId,
        rows: prepared.rows,
        hasEmailColumn: run.emailColumn,
        doubtRows: shown(
          prepared.rows.filter((row) => row.names.some((line) => line.doubt && line.correctionKey)),
        ),
        genderlessRows: run.names.gendered
          ? shown(prepared.rows.filter((row) => row.gender === null))
          : [],
      },
      backdrop: 'static',
    });
  };
  return (
    <Button
      onClick={() => void open()}
      disabled={meta.readonly === '1'}
      busy={busy}
      data-testid="drive-create"
    >
      {t('drive.button')}
    </Button>
  );
}
