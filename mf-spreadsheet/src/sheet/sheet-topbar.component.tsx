import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import { DriveCreateButton } from '../drive';
import { MassCreateButton, type MassCreateButtonProps } from '../mass';
import { SaveIndicator } from './save-indicator.component';
import { SheetHelpButton } from './sheet-help-button.component';
import type { SaveState } from './sheet-saver';
import { WindowSizeToggle } from './window-size-toggle.component';
import styles from './sheet-workspace.module.css';

export interface SheetTopbarProps {
  everyRowChecked: boolean;
  onCheckAll(): void;
  /** An upload is being read: the upload buttons wait, a note says so. */
  importing: boolean;
  onFile(event: ChangeEvent<HTMLInputElement>): void;
  onGoogle(): void;
  onSaveClassList(): void;
  onLoadClassList(): void;
  onInsertColumn(): void;
  onDeleteColumn(): void;
  onClear(): void;
  /** Without saving (no keys) there is no save indicator. */
  canSave: boolean;
  saveState: SaveState;
  /** In a frame the window can be maximised. */
  embed: boolean;
  /** What the run buttons (mass creation, Drive) read of the table. */
  runProps: MassCreateButtonProps;
}

/** The table's toolbar row (seed 001 §2 Spreadsheet), shown when the table can be changed. */
export function SheetTopbar(props: SheetTopbarProps) {
  const { t } = useTranslation(['spreadsheet', 'common']);
  const fileRef = useRef<HTMLInputElement>(null);
  const { importing } = props;
  return (
    <div
      className={styles.topbar}
      role="toolbar"
      aria-label={t('spreadsheet:spreadsheet.titleNoName')}
    >
      <label className={styles.checkAll}>
        <input type="checkbox" checked={props.everyRowChecked} onChange={props.onCheckAll} />
        {t('spreadsheet:spreadsheet.checkAll')}
      </label>
      <Button className={styles.tool} onClick={() => fileRef.current?.click()} disabled={importing}>
        {t('spreadsheet:spreadsheet.actions.uploadCsv')}
      </Button>
      <input
        ref={fileRef}
        type="file"
        hidden
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={props.onFile}
        data-testid="csv-input"
      />
      <Button className={styles.tool} onClick={props.onGoogle} disabled={importing}>
        {t('spreadsheet:spreadsheet.actions.uploadGoogle')}
      </Button>
      <Button className={styles.tool} onClick={props.onSaveClassList}>
        {t('spreadsheet:spreadsheet.actions.saveClassList')}
      </Button>
      <Button className={styles.tool} onClick={props.onLoadClassList} disabled={importing}>
        {t('spreadsheet:spreadsheet.actions.loadClassList')}
      </Button>
      <Button className={styles.tool} onClick={props.onInsertColumn}>
        {t('spreadsheet:spreadsheet.actions.insertColumn')}
      </Button>
      <Button className={styles.tool} onClick={props.onDeleteColumn}>
        {t('spreadsheet:spreadsheet.actions.deleteColumn')}
      </Button>
      <Button className={styles.tool} onClick={props.onClear}>
        {t('spreadsheet:spreadsheet.actions.clear')}
      </Button>
      <span className={styles.spacer} />
      {importing ? (
        <span className={styles.busy}>{t('spreadsheet:spreadsheet.upload.reading')}</span>
      ) : null}
      {props.canSave ? <SaveIndicator state={props.saveState} /> : null}
      {props.embed ? <WindowSizeToggle /> : null}
      <SheetHelpButton className={styles.tool} />
      <MassCreateButton {...props.runProps} />
      <DriveCreateButton {...props.runProps} />
    </div>
  );
}
