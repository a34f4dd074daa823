import { useTranslation } from 'react-i18next';
import { PALETTE, PALETTE_COLUMNS } from '@gramota/doc-style';
import { GridPicker } from './grid-picker.component';
import { ToolbarPopover } from './toolbar-popover.component';
import styles from './toolbar.module.css';

interface ColorPickerProps {
  /** The colour at the caret (#rrggbb). */
  color: string;
  disabled: boolean;
  onPick(color: string): void;
}

/** Text colour: the 80 colours of the palette (seed 001 §9) in a popover. */
export function ColorPicker({ color, disabled, onPick }: ColorPickerProps) {
  const { t } = useTranslation('redactor');
  const current = PALETTE.indexOf(color);
  return (
    <ToolbarPopover
      label={t('editor.color')}
      testId="color"
      disabled={disabled}
      trigger={
        <span className={styles.colorTrigger} aria-hidden="true">
          A
          <span className={styles.colorBar} style={{ background: color }} />
        </span>
      }
    >
      {(close) => (
        <GridPicker
          label={t('editor.color')}
          testId="color-palette"
          columns={PALETTE_COLUMNS}
          count={PALETTE.length}
          initial={current < 0 ? 0 : current}
          cellLabel={(index) => t('editor.colorNamed', { color: PALETTE[index] })}
          cellClassName={(index) =>
            [styles.swatch, index === current && styles.swatchCurrent].filter(Boolean).join(' ')
          }
          cellStyle={(index) => ({ background: PALETTE[index] })}
          onPick={(index) => {
            close();
            onPick(PALETTE[index]!);
          }}
        />
      )}
    </ToolbarPopover>
  );
}
