import { useTranslation } from 'react-i18next';
import type { SaveIndicatorState } from '../save/autosave-scheduler';
import { Icon } from './icons.component';
import styles from './save-indicator.module.css';

/**
 * The save indicator (seed 001 §4): 'saving', then the text 'all changes saved', then the icon
 * alone. A failed save says so until the retry succeeds.
 */
export function SaveIndicator({ state }: { state: SaveIndicatorState }) {
  const { t } = useTranslation('redactor');
  const text = t(`redactor.save.${state}`);
  const icon = state === 'saving' ? 'spinner' : state === 'error' ? 'cloudOff' : 'cloud';
  return (
    <div
      className={`${styles.indicator} ${styles[state] ?? ''}`}
      data-testid="save-indicator"
      data-state={state}
      role="status"
      aria-live="polite"
      title={text}
    >
      <Icon name={icon} className={state === 'saving' ? styles.spin : undefined} />
      <span className={state === 'idle' ? styles.hiddenText : styles.text}>{text}</span>
    </div>
  );
}
