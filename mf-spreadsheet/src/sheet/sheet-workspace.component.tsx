import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  appPaths,
  type SpreadsheetData,
  type SpreadsheetMeta,
  type SpreadsheetTable,
} from '@gramota/contracts';
import { Button, ConfirmDialog, NameForm } from '@gramota/ui';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { DriveCreateButton } from '../drive';
import { MassCreateButton } from '../mass';
import {
  useSpreadsheetClassListGetMutation,
  useSpreadsheetClassListRemoveMutation,
  useSpreadsheetClassListSaveMutation,
  useSpreadsheetMetaSetMutation,
} from '../spreadsheet.api';
import { allChecked, checkAll } from './check-all';
import {
  assignColumn,
  deleteColumn,
  insertColumn,
  isActiveColumn,
  remainingPool,
  resetColumn,
} from './column-pool';
import { ColumnMenu } from './column-menu.component';
import { tableFromImport, tableToImport } from './import-match';
import { activeColumns, metaKeys, shapeRows, withSettings } from './layout';
import { firstKeyColumn, rowValues } from './row-values';
import { SaveIndicator } from './save-indicator.component';
import { sheetErrorText } from './sheet-errors';
import { SheetGrid, type SheetGridHandle, type SheetGridProps } from './sheet-grid.component';
import {
  ClassListLoadModal,
  type ClassListLoadProps,
  GoogleLinkModal,
  NeedLabelModal,
  RowPreviewModal,
} from './sheet-modals';
import { SheetSaver, type SaveState } from './sheet-saver';
import type { SheetSnapshot } from './sheet-snapshot';
import { useTableImport } from './use-table-import';
import { WindowSizeToggle } from './window-size-toggle.component';
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

/** The table screen: topbar, help note, the grid with its column menu and row button. */
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

  const [table, setTable] = useState(initialTable);
  const tableRef = useRef(table);
  tableRef.current = table;
  const [revision, setRevision] = useState(0);
  const [selection, setSelection] = useState<{ row: number | null; column: number | null }>({
    row: null,
    column: null,
  });
  const [menu, setMenu] = useState<{
    column: number;
    anchor: { left: number; top: number };
  } | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [importing, setImporting] = useState(false);
  const gridRef = useRef<SheetGridHandle>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const [metaSet] = useSpreadsheetMetaSetMutation();
  const [classListSave] = useSpreadsheetClassListSaveMutation();
  const [classListGet] = useSpreadsheetClassListGetMutation();
  const [classListRemove] = useSpreadsheetClassListRemoveMutation();
  const { fromFile, fromLink } = useTableImport(docId);

  // Saving: 20 s after load, on change; never for a read-only table or one without keys.
  const saverRef = useRef<SheetSaver | null>(null);
  useEffect(() => {
    if (!canSave) return;
    const saver = new SheetSaver(
      {
        save: async (next) => {
          await metaSet({ docId, table: next }).unwrap();
        },
        onState: setSaveState,
      },
      tableRef.current,
    );
    saverRef.current = saver;
    saver.start();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void saver.saveNow(tableRef.current);
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      saver.leave();
      saverRef.current = null;
    };
  }, [canSave, docId, metaSet]);

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

  /** Every change goes through here; `reload` when the grid must be rebuilt from the table. */
  const update = useCallback((next: SpreadsheetTable, reload: boolean) => {
    const settled = withSettings(next);
    tableRef.current = settled;
    setTable(settled);
    if (reload) setRevision((value) => value + 1);
    saverRef.current?.change(settled);
  }, []);

  const onEdit = useCallback(
    (data: SpreadsheetData) => update({ ...tableRef.current, data }, false),
    [update],
  );

  const colcount = activeColumns(table.columns).length;
  const everyRowChecked = allChecked(table.data, colcount);
  const onCheckAll = useCallback(() => {
    const current = tableRef.current;
    const count = activeColumns(current.columns).length;
    const data = gridRef.current?.readData() ?? current.data;
    const next = checkAll(data, count, !allChecked(data, count));
    gridRef.current?.applyChecks(next);
    update({ ...current, data: next }, false);
  }, [update]);

  /** Column actions need a selected column (seed 001 §5: 'Выберите столбец'). */
  const withColumn = (action: (column: number) => void) => {
    const column = selection.column;
    if (!column || column < 1) return notify.alert(t('spreadsheet:spreadsheet.selectColumn'));
    action(column);
  };
  const current = () => ({
    ...tableRef.current,
    data: gridRef.current?.readData() ?? tableRef.current.data,
  });
  const columnActions = {
    assign: (column: number, key: string) =>
      update(assignColumn(current(), column, key, keys), true),
    none: (column: number) => update(resetColumn(current(), column, language), true),
    insert: (column: number) => update(insertColumn(current(), column, language), true),
    remove: (column: number) => update(deleteColumn(current(), column), true),
  };

  const applyImport = (
    imported: Parameters<typeof tableFromImport>[0],
    settings = tableRef.current.settings,
  ) => {
    const next = tableFromImport(imported, keys, language, settings);
    update(next, true);
    const matched = next.columns.filter(
      (column) => column.type === 'key' && column.title.startsWith('%'),
    );
    notify.success(t('spreadsheet:spreadsheet.upload.done', { count: imported.rows.length }));
    if (matched.length === 0 && keys.length > 0)
      notify.info(t('spreadsheet:spreadsheet.upload.noMatch'));
  };

  const runImport = async (read: () => Promise<Parameters<typeof tableFromImport>[0]>) => {
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

  const viewRow = (row: number) => {
    const snapshot = current();
    shell.showModal({
      title: t('spreadsheet:spreadsheet.preview.title', { row: row + 1 }),
      component: RowPreviewModal,
      props: { docId, row, values: rowValues(snapshot, row) },
    });
  };

  // Mass creation's side of the seam (mass/index.ts).
  const getSnapshot = useCallback((): SheetSnapshot => {
    const data = gridRef.current?.readData() ?? tableRef.current.data;
    return { columns: tableRef.current.columns, data };
  }, []);
  const saveNow = useCallback(async () => {
    const saver = saverRef.current;
    if (!saver) return false;
    const data = gridRef.current?.readData() ?? tableRef.current.data;
    return saver.saveNow(withSettings({ ...tableRef.current, data }));
  }, []);
  const showRow = useCallback((row: number) => {
    gridRef.current?.showRow(row, firstKeyColumn(tableRef.current));
  }, []);
  // What both runs (a mass creation, a Drive group) read of the table.
  const runProps = { docId, meta, getSnapshot, saveNow, showRow };

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
        <div
          className={styles.topbar}
          role="toolbar"
          aria-label={t('spreadsheet:spreadsheet.titleNoName')}
        >
          <label className={styles.checkAll}>
            <input type="checkbox" checked={everyRowChecked} onChange={onCheckAll} />
            {t('spreadsheet:spreadsheet.checkAll')}
          </label>
          <Button
            className={styles.tool}
            onClick={() => fileRef.current?.click()}
            disabled={importing}
          >
            {t('spreadsheet:spreadsheet.actions.uploadCsv')}
          </Button>
          <input
            ref={fileRef}
            type="file"
            hidden
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={onFile}
            data-testid="csv-input"
          />
          <Button className={styles.tool} onClick={openGoogle} disabled={importing}>
            {t('spreadsheet:spreadsheet.actions.uploadGoogle')}
          </Button>
          <Button className={styles.tool} onClick={saveClassList}>
            {t('spreadsheet:spreadsheet.actions.saveClassList')}
          </Button>
          <Button className={styles.tool} onClick={loadClassList} disabled={importing}>
            {t('spreadsheet:spreadsheet.actions.loadClassList')}
          </Button>
          <Button
            className={styles.tool}
            onClick={() => withColumn((column) => columnActions.insert(column))}
          >
            {t('spreadsheet:spreadsheet.actions.insertColumn')}
          </Button>
          <Button
            className={styles.tool}
            onClick={() =>
              withColumn((column) => {
                if (isActiveColumn(tableRef.current, column)) columnActions.remove(column);
              })
            }
          >
            {t('spreadsheet:spreadsheet.actions.deleteColumn')}
          </Button>
          <Button className={styles.tool} onClick={clear}>
            {t('spreadsheet:spreadsheet.actions.clear')}
          </Button>
          <span className={styles.spacer} />
          {importing ? (
            <span className={styles.busy}>{t('spreadsheet:spreadsheet.upload.reading')}</span>
          ) : null}
          {canSave ? <SaveIndicator state={saveState} /> : null}
          {embed ? <WindowSizeToggle /> : null}
          <MassCreateButton {...runProps} />
          <DriveCreateButton {...runProps} />
        </div>
      )}
      {!readOnly && table.settings.spreadsheet_help !== '0' ? (
        <p className={styles.help}>
          {t('spreadsheet:spreadsheet.help')}{' '}
          <button type="button" className={styles.linkButton} onClick={hideHelp}>
            {t('spreadsheet:spreadsheet.hideHelp')}
          </button>
        </p>
      ) : null}
      <SheetGrid
        ref={gridRef}
        table={table}
        revision={revision}
        readOnly={readOnly}
        onEdit={onEdit}
        onCheckAll={onCheckAll}
        onHeaderClick={(column, anchor) => setMenu({ column, anchor })}
        onSelect={(row, column) => setSelection({ row, column })}
        onViewRow={viewRow}
        loadLibrary={loadLibrary}
        overlay={
          menu && !readOnly ? (
            <ColumnMenu
              column={menu.column}
              anchor={menu.anchor}
              pool={remainingPool(table, keys)}
              active={isActiveColumn(table, menu.column)}
              onAssign={(key) => columnActions.assign(menu.column, key)}
              onNone={() => columnActions.none(menu.column)}
              onInsert={() => columnActions.insert(menu.column)}
              onDelete={() => columnActions.remove(menu.column)}
              onClose={() => setMenu(null)}
            />
          ) : null
        }
      />
    </div>
  );
}
