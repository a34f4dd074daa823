import { useTranslation } from 'react-i18next';
import type { SaveIndicatorState } from './scene-autosave';
import styles from '../redactor.module.css';

const ICONS: Record<SaveIndicatorState, string> = {
  idle: '☁',
  saving: '⟳',
  saved: '☁',
  error: '⚠',
};

/** Saving, then 'all changes saved' with its text, then the icon alone (seed 001 §4). */
export function SaveIndicator({ state }: { state: SaveIndicatorState }) {
  const { t } = useTranslation('workshop');
  const text = t(`redactor.save.${state}`);
  return (
    <span
      className={`${styles.saveState} ${styles[`save_${state}`] ?? ''}`}
      data-testid="workshop-save-state"
      data-state={state}
      role="status"
      aria-live="polite"
      title={text}
    >
      <span aria-hidden="true">{ICONS[state]}</span>
      <span className={state === 'idle' ? styles.visuallyHidden : undefined}>{text}</span>
    </span>
  );
}
