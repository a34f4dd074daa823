import type { Translate } from '@gramota/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_CHOICE_ROWS, type HeaderLayout } from './header-row';
import type { JoinColumn } from './join-proposal';
import type { ImportNoticeProps } from './use-import-actions';
import styles from './header-row-notice.module.css';
// The table screen's one link-looking button (the help note's «Скрыть подсказку» uses it too).
import workspaceStyles from './sheet-workspace.module.css';

const T = 'spreadsheet:spreadsheet.headerRow';
/** A row shown in the picker: its filled cells, cut to this many characters. */
const OPTION_CHARS = 70;
const NO_HEADER = 'none';
/** The file's own text goes into the strings as it is: React escapes it, i18next must not too. */
const RAW = { interpolation: { escapeValue: false } } as const;

/** «строки 1–3 и «Итого: 25 обучающихся»»: the rows on top and the summaries set aside. */
function skippedList(layout: HeaderLayout, t: Translate): string {
  const items: string[] = [];
  if (layout.skippedTop === 1) items.push(t(`${T}.skippedRow`, { row: 1 }));
  if (layout.skippedTop > 1) items.push(t(`${T}.skippedRows`, { from: 1, to: layout.skippedTop }));
  for (const summary of layout.summaries) items.push(`«${summary.text}»`);
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t(`${T}.and`)} ${items[items.length - 1]}`;
}

const joinLabel = (columns: readonly JoinColumn[]) =>
  columns.map((column) => column.header).join(' + ');

function rowText(row: readonly string[]): string {
  const text = row.filter((cell) => cell !== '').join(' · ');
  return text.length > OPTION_CHARS ? `${text.slice(0, OPTION_CHARS - 1)}…` : text;
}

/**
 * Over the grid after an import: «Заголовки взяты из строки 4: № п/п, ФИО, Дата рождения, Пол ·
 * строк: 25 · пропущено: строки 1–3 и «Итого: 25 обучающихся»», with «Выбрать другую строку»
 * (the file's first rows, or none), and the join of separate name columns proposed. Lives until
 * dismissed or the next import (use-import-actions keeps it).
 */
export function HeaderRowNotice({
  notice,
  onPickRow,
  onJoin,
  onDeclineJoin,
  onDismiss,
}: ImportNoticeProps) {
  const { t } = useTranslation(['spreadsheet', 'common']);
  const [picking, setPicking] = useState(false);
  // A new import (or another row taken) closes the picker.
  useEffect(() => setPicking(false), [notice?.layout]);
  if (!notice) return null;
  const { layout, proposal, rows, picked } = notice;
  const skipped = skippedList(layout, t);
  const showHeaderLine = picked || skipped !== '';
  if (!showHeaderLine && !proposal) return null;

  const parts = [
    layout.header === null
      ? t(`${T}.none`)
      : t(`${T}.taken`, {
          ...RAW,
          row: layout.header + 1,
          headers: layout.headers.filter((header) => header !== '').join(', '),
        }),
    t(`${T}.rows`, { count: layout.rows.length }),
    ...(skipped ? [t(`${T}.skipped`, { ...RAW, list: skipped })] : []),
  ];

  const question = proposal
    ? t(`${T}.join`, { ...RAW, columns: joinLabel(proposal.short), key: proposal.key })
    : null;

  return (
    <section className={styles.notice} aria-label={t(`${T}.region`)}>
      {showHeaderLine ? (
        <p className={styles.line}>
          <span className={styles.text} data-testid="header-row-text">
            {parts.join(' · ')}
          </span>
          {picked && !picking ? (
            <button
              type="button"
              className={workspaceStyles.linkButton}
              onClick={() => setPicking(true)}
            >
              {t(`${T}.choose`)}
            </button>
          ) : null}
          {picked && picking ? (
            <label className={styles.pick}>
              {t(`${T}.chooseLabel`)}
              <select
                value={layout.header === null ? NO_HEADER : String(layout.header)}
                onChange={(event) => {
                  const { value } = event.target;
                  onPickRow(value === NO_HEADER ? null : Number(value));
                  setPicking(false);
                }}
              >
                {rows.slice(0, HEADER_CHOICE_ROWS).map((row, index) => {
                  const text = rowText(row);
                  return (
                    <option key={index} value={String(index)} disabled={text === ''}>
                      {text
                        ? t(`${T}.option`, { ...RAW, row: index + 1, text })
                        : t(`${T}.optionEmpty`, { row: index + 1 })}
                    </option>
                  );
                })}
                <option value={NO_HEADER}>{t(`${T}.optionNone`)}</option>
              </select>
            </label>
          ) : null}
          <button type="button" className={workspaceStyles.linkButton} onClick={onDismiss}>
            {t(`${T}.dismiss`)}
          </button>
        </p>
      ) : null}
      {proposal && question ? (
        <p className={styles.line} role="group" aria-label={question}>
          <span className={styles.text}>{question}</span>
          <button type="button" className={styles.choice} onClick={() => onJoin(proposal.short)}>
            {joinLabel(proposal.short)}
          </button>
          {proposal.full ? (
            <button
              type="button"
              className={styles.choice}
              onClick={() => proposal.full && onJoin(proposal.full)}
            >
              {joinLabel(proposal.full)}
            </button>
          ) : null}
          <button type="button" className={styles.choice} onClick={onDeclineJoin}>
            {t(`${T}.joinNo`)}
          </button>
        </p>
      ) : null}
    </section>
  );
}
