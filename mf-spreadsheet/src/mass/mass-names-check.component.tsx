import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPREADSHEET_LIMITS, type PupilGender } from '@gramota/contracts';
import { Button, dialogClasses } from '@gramota/ui';
import { shownRowNumber } from '../model/grid-data';
import type { NameLine, PreparedRow } from './prepare-names';
import styles from './mass-dialogs.module.css';

export interface MassNamesCheckProps {
  rows: readonly PreparedRow[];
  /** More than one key is declined: each name says which key it fills. */
  showKeys: boolean;
  onGender(row: number, gender: PupilGender): void;
  onCorrect(correctionKey: string, form: string): void;
}

/**
 * The pre-run check's table of names (issue 29): every row of the run with its name as it will
 * print, the gender its words are chosen by (a select that writes the table's '%Пол' column), and
 * for a name the library was not sure of, why, with "keep as in the list" or a field for the
 * right form.
 */
export function MassNamesCheck({ rows, showKeys, onGender, onCorrect }: MassNamesCheckProps) {
  const { t } = useTranslation('spreadsheet');
  return (
    <table className={styles.table} data-testid="mass-names">
      <caption className={styles.caption}>{t('mass.check.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('mass.warnings.row')}</th>
          <th scope="col">{t('mass.check.name')}</th>
          <th scope="col">{t('mass.check.gender')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.index} data-testid="mass-name-row" data-row={row.index}>
            <th scope="row">{shownRowNumber(row.index)}</th>
            <td>
              {row.names.map((line) => (
                <NameCell
                  key={line.key}
                  row={row}
                  line={line}
                  showKey={showKeys}
                  onCorrect={onCorrect}
                />
              ))}
            </td>
            <td>
              <GenderCell row={row} onGender={onGender} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function GenderCell({
  row,
  onGender,
}: {
  row: PreparedRow;
  onGender: MassNamesCheckProps['onGender'];
}) {
  const { t } = useTranslation('spreadsheet');
  const shown = shownRowNumber(row.index);
  const from =
    row.genderFrom === 'table'
      ? t('mass.check.fromTable')
      : row.genderFrom === 'name'
        ? t('mass.check.fromName')
        : t('mass.check.genderUnknown');
  return (
    <>
      <select
        className={styles.gender}
        aria-label={t('mass.check.genderLabel', { row: shown })}
        aria-describedby={`mass-gender-from-${row.index}`}
        value={row.gender ?? ''}
        onChange={(event) => {
          const gender = event.target.value;
          if (gender === 'm' || gender === 'f') onGender(row.index, gender);
        }}
        data-testid="mass-gender"
      >
        {row.gender === null ? <option value="">—</option> : null}
        <option value="m">{t('mass.check.genders.m')}</option>
        <option value="f">{t('mass.check.genders.f')}</option>
      </select>
      <span
        id={`mass-gender-from-${row.index}`}
        className={row.gender === null ? styles.doubt : dialogClasses.muted}
      >
        {' '}
        {from}
      </span>
      {row.unreadGender ? (
        <span className={`${dialogClasses.muted} ${styles.block}`}>
          {t('mass.check.unreadGender', { text: row.unreadGender })}
        </span>
      ) : null}
    </>
  );
}

function NameCell({
  row,
  line,
  showKey,
  onCorrect,
}: {
  row: PreparedRow;
  line: NameLine;
  showKey: boolean;
  onCorrect: MassNamesCheckProps['onCorrect'];
}) {
  const { t } = useTranslation('spreadsheet');
  // A name only read for the gender has nothing to correct: its note is about the gender.
  const doubtText = line.doubt
    ? line.correctionKey === ''
      ? t('mass.check.genderOnlyUnknown')
      : t(`mass.check.doubts.${line.doubt}`)
    : null;
  return (
    <div className={styles.nameLine} data-testid="mass-name">
      {showKey ? <span className={dialogClasses.muted}>{line.key}: </span> : null}
      <span data-testid="mass-name-printed">{line.printed}</span>
      {line.corrected ? (
        <span className={dialogClasses.muted}> · {t('mass.check.corrected')}</span>
      ) : null}
      {doubtText ? (
        <span className={`${styles.doubt} ${styles.block}`} data-testid="mass-name-doubt">
          {doubtText}
        </span>
      ) : null}
      {line.doubt && line.correctionKey ? (
        <NameFix row={row} line={line} onCorrect={onCorrect} />
      ) : null}
    </div>
  );
}

/** "Keep as in the list", or the right form typed: either is kept as the name's correction. */
function NameFix({
  row,
  line,
  onCorrect,
}: {
  row: PreparedRow;
  line: NameLine;
  onCorrect: MassNamesCheckProps['onCorrect'];
}) {
  const { t } = useTranslation('spreadsheet');
  const [form, setForm] = useState(line.written);
  const shown = shownRowNumber(row.index);
  return (
    <div className={styles.fixRow}>
      <Button
        variant="link"
        onClick={() => onCorrect(line.correctionKey, line.written)}
        aria-label={t('mass.check.keepLabel', { row: shown, name: line.written })}
        data-testid="mass-name-keep"
      >
        {t('mass.check.keep')}
      </Button>
      <form
        className={styles.fixForm}
        onSubmit={(event) => {
          event.preventDefault();
          const typed = form.trim();
          if (typed !== '') onCorrect(line.correctionKey, typed);
        }}
      >
        <input
          className={styles.fixInput}
          aria-label={t('mass.check.correctLabel', { row: shown })}
          value={form}
          maxLength={SPREADSHEET_LIMITS.maxCellChars}
          onChange={(event) => setForm(event.target.value)}
          data-testid="mass-name-form"
        />
        <Button type="submit" aria-label={t('mass.check.saveLabel', { row: shown })}>
          {t('mass.check.save')}
        </Button>
      </form>
    </div>
  );
}
