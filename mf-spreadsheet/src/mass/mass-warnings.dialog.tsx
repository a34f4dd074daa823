import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, dialogClasses } from '@gramota/ui';
import { shownRowNumber } from '../model/grid-data';
import type { MassWarning } from './mass-checks';
import type { MassDialogProps } from './mass-dialog-props';
import styles from './mass-dialogs.module.css';
import { MassNamesCheck } from './mass-names-check.component';
import { useMassView } from './use-mass-view';

/**
 * "Check before making" (issue 15; issue 29): every row's name as it will print and its gender
 * when names are declined or the document's words follow the gender, then the rows' warnings
 * (empty, repeated, too long). Fix a row in the table, fix a gender or a name here (the check is
 * made again), or create.
 */
export function MassWarningsDialog({ flow, onGender, onCorrect }: MassDialogProps) {
  const { t } = useTranslation('spreadsheet');
  const view = useMassView(flow);
  const bodyRef = useRef<HTMLDivElement>(null);
  // A fixed name's controls go away with the fix: the keyboard moves on to the next name in doubt,
  // or to the button that creates the documents, instead of falling out of the dialog.
  const movingOn = useRef(false);
  const busy = view.phase === 'warnings' && view.busy;
  useEffect(() => {
    if (busy || !movingOn.current) return;
    movingOn.current = false;
    const body = bodyRef.current;
    if (!body || body.contains(document.activeElement)) return;
    body.querySelector<HTMLElement>('[data-testid="mass-name-keep"], [data-create]')?.focus();
  });
  if (view.phase !== 'warnings') return null;

  const problem = (warning: MassWarning) =>
    warning.kind === 'duplicate'
      ? t('mass.warnings.duplicate', { row: shownRowNumber(warning.sameAs ?? 0) })
      : t(warning.kind === 'empty' ? 'mass.warnings.empty' : 'mass.warnings.tooLong');
  const doubts = view.rows.some(
    (row) => row.gender === null || row.names.some((line) => line.doubt),
  );
  const declinedKeys = new Set(
    view.rows.flatMap((row) => row.names.filter((line) => line.correctionKey).map((l) => l.key)),
  );
  const correct = (correctionKey: string, form: string) => {
    movingOn.current = true;
    onCorrect(correctionKey, form);
  };

  return (
    <div
      ref={bodyRef}
      className={`${dialogClasses.body} ${styles.check}`}
      data-testid="mass-warnings"
      aria-busy={view.busy}
    >
      <p>{view.showNames ? t('mass.check.intro') : t('mass.warnings.intro')}</p>
      <div className={styles.warnings}>
        {view.showNames ? (
          <MassNamesCheck
            rows={view.rows}
            showKeys={declinedKeys.size > 1}
            onGender={onGender}
            onCorrect={correct}
          />
        ) : null}
        {view.warnings.length > 0 ? (
          <table className={styles.table}>
            {view.showNames ? (
              <caption className={styles.caption}>{t('mass.warnings.title')}</caption>
            ) : null}
            <thead>
              <tr>
                <th scope="col">{t('mass.warnings.row')}</th>
                <th scope="col">{t('mass.warnings.column')}</th>
                <th scope="col">{t('mass.warnings.problem')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {view.warnings.map((warning) => (
                <tr
                  key={`${warning.row}:${warning.kind}:${warning.key}`}
                  data-testid="mass-warning"
                >
                  <td>{shownRowNumber(warning.row)}</td>
                  <td>{warning.key || t('mass.warnings.wholeRow')}</td>
                  <td>{problem(warning)}</td>
                  <td>
                    <button
                      type="button"
                      className={styles.fix}
                      onClick={() => flow.fix(warning.row)}
                    >
                      {t('mass.warnings.fix')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      <p role="status" className={dialogClasses.muted}>
        {view.busy ? t('mass.check.busy') : ''}
      </p>
      <div className={dialogClasses.actions}>
        <Button
          variant="primary"
          disabled={view.busy}
          onClick={() => flow.createAnyway()}
          data-create
        >
          {view.warnings.length > 0 || doubts ? t('mass.warnings.createAnyway') : t('mass.create')}
        </Button>
      </div>
    </div>
  );
}
