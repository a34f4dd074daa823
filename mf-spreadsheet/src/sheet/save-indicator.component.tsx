import { useTranslation } from 'react-i18next';
import type { SaveState } from './sheet-saver';
import styles from './sheet-workspace.module.css';

/**
 * The save state in words beside its icon (seed 001 §4, §9; issue 29: never the icon alone):
 * «Сохраняется…», «Сохранено», «Не сохранено».
 */
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
    >
      <span aria-hidden="true">{icon}</span>
      <span>{text}</span>
    </span>
  );
}
