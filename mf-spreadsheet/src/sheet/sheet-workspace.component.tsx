import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  appPaths,
  type SpreadsheetData,
  type SpreadsheetMeta,
  type SpreadsheetTable,
} from '@gramota/contracts';
import { ConfirmDialog } from '@gramota/ui';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { allChecked, checkAll } from './check-all';
import { activeColumns, metaKeys, shapeRows } from '../model/layout';
import { SheetGrid, type SheetGridProps } from './sheet-grid.component';
import { HeaderRowNotice } from './header-row-notice.component';
import { SheetHelpNote } from './sheet-help-note.component';
import { NeedLabelModal } from './sheet-modals';
import { SheetTopbar } from './sheet-topbar.component';
import { useClassLists } from './use-class-lists';
import { useColumnActions } from './use-column-actions';
import { useColumnMenu } from './use-column-menu';
import { useImportActions } from './use-import-actions';
import { useRunProps } from './use-run-props';
import { useSheetTable } from './use-sheet-table';
import styles from './sheet-workspace.module.css';

export interface SheetWorkspaceProps {
  docId: string;
  meta: SpreadsheetMeta;
  /** The table as loaded (normalised), or the default one for a new table. */
  initialTable: SpreadsheetTable;
  embed: boolean;
  /** Tests hand in the grid library. */
  loadLibrary?: SheetGridProps['loadLibrary'];
}

/**
 * The table screen: topbar, help note, the grid with its column menu and row button. Puts the
 * pieces together; the table's state and saving, the uploads, class lists, column actions and
 * the runs' view of the table each live in their own hook (use-*.ts beside this file).
 */
export function SheetWorkspace({
  docId,
  meta,
  initialTable,
  embed,
  loadLibrary,
}: SheetWorkspaceProps) {
  const { t, i18n } = useTranslation(['spreadsheet', 'common']);
  const shell = useShellApi();
  const notify = useNotify();
  const language = i18n.language;
  const keys = useMemo(() => metaKeys(meta), [meta]);
  const readOnly = meta.readonly === '1';
  const canSave = !readOnly && keys.length > 0;

  const { table, tableRef, revision, gridRef, saverRef, saveState, update, current } =
    useSheetTable(docId, initialTable, canSave);

  // A document without keys: the need-label modal, once (seed 001 §5, §8).
  useEffect(() => {
    if (readOnly || keys.length > 0) return;
    shell.showModal({
      title: t('spreadsheet:spreadsheet.needLabel.title'),
      component: NeedLabelModal,
      props: { onBack: () => shell.navigate(appPaths.redactor(docId)) },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const imports = useImportActions({
    docId,
    keys,
    language,
    readOnly,
    initialTable,
    tableRef,
    update,
  });
  const classLists = useClassLists({ current, applyImport: imports.applyImport });
  const columns = useColumnActions({ keys, language, tableRef, current, update });
  const menu = useColumnMenu({ table, keys, readOnly, columns, gridRef });
  const runProps = useRunProps({ docId, meta, tableRef, gridRef, saverRef, update });

  const onEdit = useCallback(
    (data: SpreadsheetData) => update({ ...tableRef.current, data }, false),
    [tableRef, update],
  );

  const colcount = activeColumns(table.columns).length;
  const everyRowChecked = allChecked(table.data, colcount);
  const onCheckAll = useCallback(() => {
    const latest = tableRef.current;
    const count = activeColumns(latest.columns).length;
    const data = gridRef.current?.readData() ?? latest.data;
    const next = checkAll(data, count, !allChecked(data, count));
    gridRef.current?.applyChecks(next);
    update({ ...latest, data: next }, false);
  }, [gridRef, tableRef, update]);

  const clear = () =>
    shell.showModal({
      title: t('spreadsheet:spreadsheet.actions.clear'),
      component: ConfirmDialog,
      props: {
        text: t('spreadsheet:spreadsheet.clear.confirm'),
        confirmLabel: t('spreadsheet:spreadsheet.actions.clear'),
        danger: true,
        onConfirm: () => {
          const base = tableRef.current;
          update({ ...base, data: shapeRows([], base.columns.length) }, true);
          notify.info(t('spreadsheet:spreadsheet.clear.done'));
        },
      },
    });

  // The row as the run prints it: joined columns, declined names, its gender's words.
  const viewRow = runProps.viewRow;

  const hideHelp = () =>
    update(
      { ...current(), settings: { ...tableRef.current.settings, spreadsheet_help: '0' } },
      false,
    );

  return (
    <div className={`${styles.workspace} ${embed ? styles.embedded : ''}`} data-readonly={readOnly}>
      {readOnly ? (
        <p className={styles.readonly}>{t('spreadsheet:spreadsheet.readonly')}</p>
      ) : (
        <SheetTopbar
          everyRowChecked={everyRowChecked}
          onCheckAll={onCheckAll}
          importing={imports.importing}
          onFile={imports.onFile}
          onGoogle={imports.openGoogle}
          onSaveClassList={classLists.saveClassList}
          onLoadClassList={classLists.loadClassList}
          onInsertColumn={columns.insertSelected}
          onDeleteColumn={columns.deleteSelected}
          onClear={clear}
          canSave={canSave}
          saveState={saveState}
          embed={embed}
          runProps={runProps}
        />
      )}
      {!readOnly && table.settings.spreadsheet_help !== '0' ? (
        <SheetHelpNote onHide={hideHelp} />
      ) : null}
      {!readOnly ? <HeaderRowNotice {...imports.noticeProps} /> : null}
      <SheetGrid
        ref={gridRef}
        table={table}
        revision={revision}
        readOnly={readOnly}
        onEdit={onEdit}
        onCheckAll={onCheckAll}
        onHeaderClick={menu.open}
        onSelect={columns.select}
        onViewRow={viewRow}
        loadLibrary={loadLibrary}
        menuColumn={menu.menuColumn}
        overlay={menu.overlay}
      />
    </div>
  );
}
