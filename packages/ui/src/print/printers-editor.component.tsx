import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readPrinterFields, type PrinterAnswer } from '@gramota/contracts';
// Through the kit's shared entry: this subpath is bundled into each screen that uses it.
import { Button, TextField } from '@gramota/ui';
import styles from './print.module.css';

/** A printer's form as typed. */
export interface PrinterDraft {
  name: string;
  shift_x: string;
  shift_y: string;
  scale: string;
}

const EMPTY: PrinterDraft = { name: '', shift_x: '0', shift_y: '0', scale: '100' };

const draftOf = (printer: PrinterAnswer): PrinterDraft => ({
  name: printer.name,
  shift_x: String(printer.shift_x_mm),
  shift_y: String(printer.shift_y_mm),
  scale: String(printer.scale_percent),
});

export interface PrintersEditorProps {
  printers: readonly PrinterAnswer[];
  /** Saves a new printer (no id) or a change; resolves to the server's error code, or null. */
  onSave(draft: PrinterDraft, id?: string): Promise<string | null>;
  onDelete(id: string): Promise<void>;
  /** The calibration sheet's address (a PDF the teacher prints at actual size). */
  calibrationSheetUrl: string;
}

/**
 * The account's calibrated printers (issue 36): the calibration sheet, the list, a form to add or
 * change one (the shift measured on the sheet, and the scale). Numbers are checked as the server
 * checks them before anything is sent; the server's own refusal is shown at its field.
 */
export function PrintersEditor({
  printers,
  onSave,
  onDelete,
  calibrationSheetUrl,
}: PrintersEditorProps) {
  const { t } = useTranslation('paper');
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<PrinterDraft>(EMPTY);
  const [problem, setProblem] = useState<{ code: string; field: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const errorAt = (field: string) =>
    problem?.field === field ? t(`errors.${problem.code}` as 'errors.not_found') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readPrinterFields({ ...draft });
    if (!read.ok) return setProblem({ code: read.code, field: read.field });
    setBusy(true);
    const refused = await onSave(draft, editing ?? undefined);
    setBusy(false);
    if (refused) return setProblem({ code: refused, field: 'name' });
    setProblem(null);
    setEditing(null);
    setDraft(EMPTY);
  };

  const field = (key: keyof PrinterDraft, label: string, numeric: boolean) => (
    <TextField
      label={label}
      name={`printer_${key}`}
      value={draft[key]}
      inputMode={numeric ? 'decimal' : undefined}
      error={errorAt(key)}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
    />
  );

  return (
    <div className={styles.fields} data-testid="printers-editor">
      <p className={styles.hint}>{t('printers.hint')}</p>
      <p>
        <a href={calibrationSheetUrl} target="_blank" rel="noopener">
          {t('printers.sheet')}
        </a>
      </p>
      {printers.length === 0 ? (
        <p className={styles.hint}>{t('printers.empty')}</p>
      ) : (
        <ul className={styles.printers}>
          {printers.map((printer) => (
            <li key={printer.id} className={styles.printer}>
              <span className={styles.printerName}>{printer.name}</span>
              <span className={styles.hint}>
                {t('printers.summary', {
                  x: printer.shift_x_mm,
                  y: printer.shift_y_mm,
                  scale: printer.scale_percent,
                })}
              </span>
              <Button
                variant="secondary"
                aria-label={`${t('printers.edit')}: ${printer.name}`}
                onClick={() => {
                  setEditing(printer.id);
                  setDraft(draftOf(printer));
                  setProblem(null);
                }}
              >
                {t('printers.edit')}
              </Button>
              <Button
                variant="secondary"
                aria-label={`${t('printers.delete')}: ${printer.name}`}
                onClick={() => void onDelete(printer.id)}
              >
                {t('printers.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {field('name', t('printers.name'), false)}
        {field('shift_x', t('printers.shiftX'), true)}
        {field('shift_y', t('printers.shiftY'), true)}
        {field('scale', t('printers.scale'), true)}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {editing ? t('printers.save') : t('printers.add')}
          </Button>
          {editing ? (
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(null);
                setDraft(EMPTY);
                setProblem(null);
              }}
            >
              {t('printers.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
