import { useEffect, useState, type ChangeEvent, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetTable } from '@gramota/contracts';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { tableFromImport } from './import-match';
import { sheetErrorText } from './sheet-errors';
import { GoogleLinkModal } from './sheet-modals';
import { useTableImport } from './use-table-import';

type Imported = Parameters<typeof tableFromImport>[0];

interface ImportActionsInput {
  docId: string;
  keys: readonly string[];
  language: string;
  readOnly: boolean;
  /** The table as loaded: a saved sheet link in its settings is read again on load. */
  initialTable: SpreadsheetTable;
  tableRef: MutableRefObject<SpreadsheetTable>;
  update(next: SpreadsheetTable, reload: boolean): void;
}

/**
 * The topbar's uploads (a .csv/.xlsx file, a Google Sheets link) and the saved link read again on
 * load: the table read replaces the grid, its columns matched to the document's keys, and the
 * teacher is told how it went. useTableImport does the reading through the server.
 */
export function useImportActions({
  docId,
  keys,
  language,
  readOnly,
  initialTable,
  tableRef,
  update,
}: ImportActionsInput) {
  const { t } = useTranslation(['spreadsheet', 'common']);
  const shell = useShellApi();
  const notify = useNotify();
  const [importing, setImporting] = useState(false);
  const { fromFile, fromLink } = useTableImport(docId);

  /** Puts an imported table in the grid (also a loaded class list). */
  const applyImport = (imported: Imported, settings = tableRef.current.settings) => {
    const next = tableFromImport(imported, keys, language, settings);
    update(next, true);
    const matched = next.columns.filter(
      (column) => column.type === 'key' && column.title.startsWith('%'),
    );
    notify.success(t('spreadsheet:spreadsheet.upload.done', { count: imported.rows.length }));
    if (matched.length === 0 && keys.length > 0)
      notify.info(t('spreadsheet:spreadsheet.upload.noMatch'));
  };

  const runImport = async (read: () => Promise<Imported>) => {
    setImporting(true);
    try {
      return await read();
    } finally {
      setImporting(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void runImport(() => fromFile(file)).then(
      (imported) =>
        applyImport(imported, { ...tableRef.current.settings, type: 'upload_file', url: '' }),
      (error: unknown) =>
        notify.alert(sheetErrorText(t, error), t('spreadsheet:spreadsheet.upload.failed')),
    );
  };

  const openGoogle = () =>
    shell.showModal({
      title: t('spreadsheet:spreadsheet.google.title'),
      component: GoogleLinkModal,
      props: {
        initialLink:
          tableRef.current.settings.type === 'google' ? tableRef.current.settings.url : '',
        onSubmit: async (link: string) => {
          try {
            const imported = await runImport(() => fromLink(link));
            applyImport(imported, {
              ...tableRef.current.settings,
              type: 'google',
              url: link,
              googleautoupload: '1',
            });
            return null;
          } catch (error) {
            return sheetErrorText(t, error);
          }
        },
      },
    });

  // A saved sheet link is read again on load; when that fails, the link settings are removed.
  useEffect(() => {
    const { settings } = initialTable;
    if (
      readOnly ||
      settings.type !== 'google' ||
      !settings.url ||
      settings.googleautoupload !== '1'
    )
      return;
    void runImport(() => fromLink(settings.url)).then(
      (imported) => applyImport(imported, tableRef.current.settings),
      () => {
        notify.alert(t('spreadsheet:spreadsheet.google.failed'));
        update(
          {
            ...tableRef.current,
            settings: { ...tableRef.current.settings, type: '', url: '', googleautoupload: '0' },
          },
          false,
        );
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { importing, applyImport, onFile, openGoogle };
}
