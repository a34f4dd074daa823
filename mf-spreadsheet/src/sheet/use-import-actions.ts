import { useEffect, useState, type ChangeEvent, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportedTable, SpreadsheetSettings, SpreadsheetTable } from '@gramota/contracts';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { fileRows, layOutFile, layOutFromRow, type HeaderLayout } from './header-row';
import { tableFromImport } from './import-match';
import { acceptJoin, proposeJoin, type JoinColumn, type JoinProposal } from './join-proposal';
import { sheetErrorText } from './sheet-errors';
import { GoogleLinkModal } from './sheet-modals';
import { useTableImport } from './use-table-import';

/** What the notice over the grid tells about the last import, until dismissed or the next one. */
export interface ImportNotice {
  /** The file's rows as read, kept in memory so that another header row can be taken. */
  rows: string[][];
  layout: HeaderLayout;
  /** A file or a sheet link (its header row was found, so another may be picked); not a class list. */
  picked: boolean;
  proposal: JoinProposal | null;
}

/** The notice and what the teacher can do in it (the props of HeaderRowNotice). */
export interface ImportNoticeProps {
  notice: ImportNotice | null;
  /** Lay the table out again from this row of the file (null: no header row). */
  onPickRow(row: number | null): void;
  /** Accept the proposed join with these columns. */
  onJoin(columns: readonly JoinColumn[]): void;
  /** «Не надо»: the proposal goes, the rest of the notice stays. */
  onDeclineJoin(): void;
  onDismiss(): void;
}

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
 * The topbar's uploads (a .csv/.xlsx file, a Google Sheets link), a class list loaded, and the
 * saved link read again on load: the header row is found under any title rows, the table read
 * replaces the grid with its columns matched to the document's keys, and the notice over the grid
 * says which row was taken (another can be picked) and proposes joining separate name columns.
 * A file with no pupils changes nothing. useTableImport does the reading through the server.
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
  const [notice, setNotice] = useState<ImportNotice | null>(null);
  const { fromFile, fromLink } = useTableImport(docId, language);

  /** Lays `layout` into the grid; false (and nothing changed) when it holds no pupil. */
  const lay = (
    rows: string[][],
    layout: HeaderLayout,
    picked: boolean,
    settings: SpreadsheetSettings,
  ) => {
    if (layout.rows.length === 0) {
      notify.alert(t('spreadsheet:spreadsheet.headerRow.noPupils'));
      return false;
    }
    const next = tableFromImport(
      { headers: layout.headers, rows: layout.rows },
      keys,
      language,
      settings,
    );
    update(next, true);
    const proposal = proposeJoin(next, keys);
    setNotice({ rows, layout, picked, proposal });
    return { next, proposal };
  };

  /**
   * Puts an imported table in the grid. A file's or a link's header row is looked for; a class
   * list (saved by us, `detect` false) has its header on its first row.
   */
  const applyImport = (
    imported: ImportedTable,
    settings = tableRef.current.settings,
    detect = false,
  ) => {
    const rows = fileRows(imported);
    const layout = detect ? layOutFile(rows, keys) : layOutFromRow(rows, 0, keys);
    const laid = lay(rows, layout, detect, settings);
    if (!laid) return;
    notify.success(t('spreadsheet:spreadsheet.upload.done', { count: layout.rows.length }));
    const matched = laid.next.columns.filter(
      (column) => column.type === 'key' && column.title.startsWith('%'),
    );
    if (matched.length === 0 && keys.length > 0 && !laid.proposal)
      notify.info(t('spreadsheet:spreadsheet.upload.noMatch'));
  };

  const noticeProps: ImportNoticeProps = {
    notice,
    onPickRow: (row) => {
      if (!notice) return;
      lay(notice.rows, layOutFromRow(notice.rows, row, keys), true, tableRef.current.settings);
    },
    onJoin: (columns) => {
      if (!notice?.proposal) return;
      const { key } = notice.proposal;
      update(acceptJoin(tableRef.current, key, columns), true);
      setNotice({ ...notice, proposal: null });
      notify.success(
        t('spreadsheet:spreadsheet.headerRow.joined', {
          // The headers as typed: the toast is text, nothing is markup.
          interpolation: { escapeValue: false },
          key,
          columns: columns.map((column) => column.header).join(' + '),
        }),
      );
    },
    onDeclineJoin: () => setNotice(notice ? { ...notice, proposal: null } : null),
    onDismiss: () => setNotice(null),
  };

  const runImport = async (read: () => Promise<ImportedTable>) => {
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
        applyImport(imported, { ...tableRef.current.settings, type: 'upload_file', url: '' }, true),
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
            applyImport(
              imported,
              {
                ...tableRef.current.settings,
                type: 'google',
                url: link,
                googleautoupload: '1',
              },
              true,
            );
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
      (imported) => applyImport(imported, tableRef.current.settings, true),
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

  return { importing, applyImport, onFile, openGoogle, noticeProps };
}
