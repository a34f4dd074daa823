import { useTranslation } from 'react-i18next';
import { useEditorActions, useEditorView } from '../editor-context';
import { useChooseFont } from '../fonts/use-choose-font';
import { FontsIcon } from './toolbar-icons.component';
import styles from './toolbar.module.css';

/** The user's fonts (my_fonts) in a select, and "Other fonts…" opening the fonts dialog. */
export function FontControls({
  disabled,
  compact,
  textFont,
}: {
  disabled: boolean;
  compact: boolean;
  /** The font of the text at the cursor when it has one of its own. */
  textFont: string | null;
}) {
  const { t } = useTranslation('redactor');
  const actions = useEditorActions();
  const { props } = useEditorView();
  const chooseFont = useChooseFont();
  const fragment = props.proAllowed && props.fontsUseFragment;
  const current = (fragment ? textFont : null) ?? props.font;
  const options = Array.from(new Set([...props.myFonts, props.font, current].filter(Boolean)));

  return (
    <div className={styles.group}>
      <select
        className={`${styles.select} ${styles.fontSelect}`}
        aria-label={t('editor.font')}
        title={t('editor.font')}
        data-testid="font-select"
        disabled={disabled}
        value={current}
        onChange={(event) => chooseFont(event.target.value)}
      >
        {options.map((family) => (
          <option key={family} value={family}>
            {family}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.button}
        aria-label={t('editor.otherFonts')}
        title={t('editor.otherFonts')}
        data-testid="fonts-more"
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => actions.openDialog({ kind: 'fonts' })}
      >
        {compact ? (
          <FontsIcon />
        ) : (
          <span className={styles.buttonText}>{t('editor.otherFonts')}</span>
        )}
      </button>
    </div>
  );
}
