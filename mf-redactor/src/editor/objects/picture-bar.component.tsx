import { useTranslation } from 'react-i18next';
import { OBJECT_FLOATS, type ObjectFloat } from '@gramota/doc-style';
import { FloatIcon, TrashIcon } from '../toolbar/toolbar-icons.component';
import styles from './objects.module.css';
import type { ParseKeys } from 'i18next';

const FLOAT_LABEL: Record<ObjectFloat, ParseKeys<'redactor'>> = {
  left: 'editor.picture.floatLeft',
  right: 'editor.picture.floatRight',
  none: 'editor.picture.floatNone',
  absolute: 'editor.picture.floatAbsolute',
};

interface PictureBarProps {
  float: ObjectFloat;
  onFloat(float: ObjectFloat): void;
  onRemove(): void;
}

/** The selected picture's bar: how it sits among the text, and delete. */
export function PictureBar({ float, onFloat, onRemove }: PictureBarProps) {
  const { t } = useTranslation('redactor');
  return (
    <div
      className={styles.bar}
      role="toolbar"
      aria-label={t('editor.picture.bar')}
      data-testid="picture-bar"
      // The picture keeps its own pointer handling (drag) away from the bar's buttons.
      onPointerDown={(event) => event.stopPropagation()}
    >
      {OBJECT_FLOATS.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.barButton}
          aria-pressed={float === option}
          aria-label={t(FLOAT_LABEL[option])}
          title={t(FLOAT_LABEL[option])}
          data-testid={`picture-float-${option}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onFloat(option)}
        >
          <FloatIcon float={option} />
        </button>
      ))}
      <button
        type="button"
        className={styles.barButton}
        aria-label={t('editor.picture.remove')}
        title={t('editor.picture.remove')}
        data-testid="picture-remove"
        onMouseDown={(event) => event.preventDefault()}
        onClick={onRemove}
      >
        <TrashIcon />
      </button>
    </div>
  );
}
