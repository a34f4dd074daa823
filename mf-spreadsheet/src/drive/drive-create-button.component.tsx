import { useTranslation } from 'react-i18next';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { Button } from '@gramota/ui';
import type { MassCreateButtonProps } from '../mass';
import { massRows } from '../mass/mass-rows';
import { DriveCreateModal, type DriveCreateModalProps } from './drive-create.modal';

/**
 * The topbar's "Create in Drive" (issue 15 Drive create): the checked rows, saved first, into
 * drive-create's modal. The same props as the mass button (the grid mounts both alike).
 */
export function DriveCreateButton({ docId, meta, getSnapshot, saveNow }: MassCreateButtonProps) {
  const { t } = useTranslation('spreadsheet');
  const shell = useShellApi();
  const notify = useNotify();
  const open = async () => {
    const rows = massRows(getSnapshot(), meta);
    if (rows.length === 0) {
      notify.error(t('drive.noRows'));
      return;
    }
    if (!(await saveNow())) return;
    shell.showModal<Omit<DriveCreateModalProps, 'close'>>({
      title: t('drive.title'),
      component: DriveCreateModal,
      props: { docId, rows },
      backdrop: 'static',
    });
  };
  return (
    <Button onClick={() => void open()} disabled={meta.readonly === '1'} data-testid="drive-create">
      {t('drive.button')}
    </Button>
  );
}
