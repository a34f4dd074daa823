import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../toolbar/toolbar-icons.component';
import styles from './objects.module.css';

/** 'text': typing in the box; 'move' and 'resize': dragging it (seed 001 §4). */
export type TextboxMode = 'text' | 'move' | 'resize';

interface TextboxBarProps {
  mode: TextboxMode;
  onMode(mode: TextboxMode): void;
  onEnd(): void;
  onRemove(): void;
}

export function TextboxBar({ mode, onMode, onEnd, onRemove }: TextboxBarProps) {
  const { t } = useTranslation('redactor');
  const keep = (event: { preventDefault(): void }) => event.preventDefault();
  return (
    <div
      className={styles.bar}
      role="toolbar"
      aria-label={t('editor.textbox.bar')}
      data-testid="textbox-bar"
      onPointerDown={(event) => event.stopPropagation()}
    >
      {(['move', 'resize'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={`${styles.barButton} ${styles.barText}`}
          aria-pressed={mode === option}
          data-testid={`textbox-${option}`}
          onMouseDown={keep}
          onClick={() => onMode(mode === option ? 'text' : option)}
        >
          {t(`editor.textbox.${option}`)}
        </button>
      ))}
      <button
        type="button"
        className={`${styles.barButton} ${styles.barText}`}
        data-testid="textbox-end"
        onMouseDown={keep}
        onClick={onEnd}
      >
        {t('editor.textbox.end')}
      </button>
      <button
        type="button"
        className={styles.barButton}
        aria-label={t('editor.textbox.remove')}
        title={t('editor.textbox.remove')}
        data-testid="textbox-remove"
        onMouseDown={keep}
        onClick={onRemove}
      >
        <TrashIcon />
      </button>
    </div>
  );
}
