import { useTranslation } from 'react-i18next';
import type { ImportedTable, SpreadsheetTable } from '@gramota/contracts';
import { NameForm } from '@gramota/ui';
import { useNotify, useShellApi } from '@gramota/shell-api';
import {
  useSpreadsheetClassListGetMutation,
  useSpreadsheetClassListRemoveMutation,
  useSpreadsheetClassListSaveMutation,
} from '../spreadsheet.api';
import { tableToImport } from './import-match';
import { sheetErrorText } from './sheet-errors';
import { ClassListLoadModal, type ClassListLoadProps } from './sheet-modals';

interface ClassListsInput {
  /** The table with the grid's newest cells (what is saved as a list). */
  current(): SpreadsheetTable;
  /** Puts a loaded list in the grid, as an upload would. */
  applyImport(imported: ImportedTable): void;
}

/**
 * The topbar's class lists: the table's rows saved under a name in the teacher's account, and a saved
 * list loaded into the grid or removed.
 */
export function useClassLists({ current, applyImport }: ClassListsInput) {
  const { t } = useTranslation(['spreadsheet', 'common']);
  const shell = useShellApi();
  const notify = useNotify();
  const [classListSave] = useSpreadsheetClassListSaveMutation();
  const [classListGet] = useSpreadsheetClassListGetMutation();
  const [classListRemove] = useSpreadsheetClassListRemoveMutation();

  const saveClassList = () => {
    const list = tableToImport(current());
    if (list.rows.length === 0) return notify.alert(t('spreadsheet:spreadsheet.classList.nothing'));
    shell.showModal({
      title: t('spreadsheet:spreadsheet.classList.saveTitle'),
      component: NameForm,
      props: {
        initialName: '',
        maxLength: 80,
        label: t('spreadsheet:spreadsheet.classList.nameLabel'),
        submitLabel: t('spreadsheet:spreadsheet.classList.saveSubmit'),
        onSubmit: async (name: string) => {
          await classListSave({ name, table: list }).unwrap();
          notify.success(t('spreadsheet:spreadsheet.classList.saved', { name }));
        },
        errorMessage: (error: unknown) => sheetErrorText(t, error),
      },
    });
  };

  const loadClassList = () =>
    shell.showModal<ClassListLoadProps>({
      title: t('spreadsheet:spreadsheet.classList.loadTitle'),
      component: ClassListLoadModal,
      props: {
        onLoad: async (summary) => {
          try {
            const { list } = await classListGet(summary.id).unwrap();
            applyImport(list.table);
            notify.success(t('spreadsheet:spreadsheet.classList.loaded', { name: list.name }));
            return null;
          } catch (error) {
            return sheetErrorText(t, error);
          }
        },
        onRemove: async (summary) => {
          try {
            await classListRemove(summary.id).unwrap();
            return null;
          } catch (error) {
            return sheetErrorText(t, error);
          }
        },
      },
    });

  return { saveClassList, loadClassList };
}
