import { useTranslation } from 'react-i18next';
import { PRINT_MODES, SHEET_GRIDS, type PrinterAnswer, type PrintMode } from '@gramota/contracts';
// Through the kit's shared entry: this subpath is bundled into each screen that uses it.
import { Button, SelectField, TextField } from '@gramota/ui';
import { perSheetOf, printLayoutProblem, type PrintLayoutValue } from './print-layout-value';
import styles from './print.module.css';

export interface PrintLayoutFieldsProps {
  value: PrintLayoutValue;
  onChange(next: PrintLayoutValue): void;
  /** The account's saved printers, for a print onto a blank. */
  printers: readonly PrinterAnswer[];
  /** Documents to print (a class's size; the copies for one document): the sheet count. */
  documents?: number;
  /** Copies are asked for one document; a class prints each pupil once. */
  withCopies?: boolean;
  /** Where the printers are set up (the settings page), when the screen can go there. */
  onSetUpPrinters?: () => void;
}

/**
 * How a print is laid out on paper (issue 36), one set of fields for the editor's print and
 * Ready files' class print: plain, onto a pre-printed blank through a saved printer, several to
 * an A4 sheet (with the sheet count before printing), or for a print shop.
 */
export function PrintLayoutFields({
  value,
  onChange,
  printers,
  documents,
  withCopies = false,
  onSetUpPrinters,
}: PrintLayoutFieldsProps) {
  const { t } = useTranslation('paper');
  const problem = printLayoutProblem(value);
  const perSheet = perSheetOf(value);
  const total = withCopies ? Number(value.copies) || 0 : (documents ?? 1);
  const sheets = problem ? 0 : Math.ceil(total / perSheet);
  const onLast = total % perSheet;
  const fieldError = (field: string) =>
    problem?.field === field ? t(`errors.${problem.code}`) : null;
  return (
    <div className={styles.fields} data-testid="print-layout">
      <fieldset className={styles.modes}>
        <legend>{t('how')}</legend>
        {PRINT_MODES.map((mode: PrintMode) => (
          <label key={mode} className={styles.mode}>
            <input
              type="radio"
              name="print_layout"
              value={mode}
              checked={value.mode === mode}
              onChange={() => onChange({ ...value, mode })}
            />
            <span>
              {t(`modes.${mode}`)}
              {value.mode === mode ? (
                <span className={styles.hint}>
                  <br />
                  {t(`hints.${mode}`)}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      {value.mode === 'blank' ? (
        <div className={styles.actions}>
          <SelectField
            label={t('printer')}
            name="print_printer"
            value={value.printer}
            options={[
              { value: '', label: t('noPrinter') },
              ...printers.map((printer) => ({ value: printer.id, label: printer.name })),
            ]}
            onChange={(event) => onChange({ ...value, printer: event.target.value })}
          />
          {onSetUpPrinters ? (
            <Button variant="link" onClick={onSetUpPrinters}>
              {t('setUpPrinters')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {value.mode === 'sheet' ? (
        <>
          <SelectField
            label={t('grid')}
            name="print_grid"
            value={value.grid}
            options={SHEET_GRIDS.map((grid) => ({ value: grid, label: t(`grids.${grid}`) }))}
            onChange={(event) =>
              onChange({ ...value, grid: event.target.value as PrintLayoutValue['grid'] })
            }
          />
          {value.grid === 'custom' ? (
            <div className={styles.grid}>
              <TextField
                label={t('columns')}
                name="print_columns"
                inputMode="numeric"
                value={value.columns}
                error={fieldError('columns')}
                onChange={(event) => onChange({ ...value, columns: event.target.value })}
              />
              <TextField
                label={t('rows')}
                name="print_rows"
                inputMode="numeric"
                value={value.rows}
                error={fieldError('rows')}
                onChange={(event) => onChange({ ...value, rows: event.target.value })}
              />
            </div>
          ) : null}
          {withCopies ? (
            <TextField
              label={t('copies')}
              name="print_copies"
              inputMode="numeric"
              value={value.copies}
              error={fieldError('copies')}
              onChange={(event) => onChange({ ...value, copies: event.target.value })}
            />
          ) : null}
          {sheets > 0 ? (
            <p className={styles.count} data-testid="print-sheet-count">
              {t('sheets', { count: sheets })}
              {onLast > 0 && sheets > 1 ? `, ${t('lastSheet', { count: onLast, perSheet })}` : ''}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
