import { useTranslation } from 'react-i18next';
import type { SaveState } from './sheet-saver';
import styles from './sheet-workspace.module.css';

/** The save indicator: 'saving', 'all changes saved', then the icon alone (seed 001 §4, §9). */
export function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation('spreadsheet');
  const text = t(`spreadsheet.save.${state}`);
  const icon = state === 'saving' ? '⟳' : state === 'error' ? '⚠' : '☁';
  return (
    <span
      className={`${styles.save} ${state === 'error' ? styles.saveError : ''}`}
      data-testid="save-indicator"
      data-state={state}
      role="status"
      aria-live="polite"
      title={text}
    >
      <span aria-hidden="true">{icon}</span>
      <span className={state === 'idle' ? styles.visuallyHidden : undefined}>{text}</span>
    </span>
  );
}
