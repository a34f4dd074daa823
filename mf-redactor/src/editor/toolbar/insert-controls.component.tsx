import { useTranslation } from 'react-i18next';
import { insertTable, insertTextbox } from '../content/insert-objects';
import { useEditorActions, useEditorView } from '../editor-context';
import { TableSizePicker } from './table-size-picker.component';
import { ToolButton } from './tool-button.component';
import { ImageIcon, QrIcon, StampIcon, TextboxIcon } from './toolbar-icons.component';
import styles from './toolbar.module.css';

/**
 * Objects: table, picture and QR code (PRO, else the need-PRO notice), stamp, text box. Pictures,
 * QR codes and stamps are hidden for templates whose template_data says so ('p' / '0').
 */
export function InsertControls({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('redactor');
  const actions = useEditorActions();
  const { props } = useEditorView();
  return (
    <div className={styles.group}>
      <TableSizePicker
        disabled={disabled}
        onPick={(rows, columns) => {
          actions.update((state) => insertTable(state, rows, columns));
          actions.focusText();
        }}
      />
      {props.hideInsertions ? null : (
        <>
          <ToolButton
            testId="image"
            label={t('editor.image')}
            disabled={disabled}
            onClick={() =>
              props.proAllowed ? actions.openDialog({ kind: 'image' }) : props.onNeedPro('image')
            }
          >
            <ImageIcon />
          </ToolButton>
          <ToolButton
            testId="qr"
            label={t('editor.qr')}
            disabled={disabled}
            onClick={() =>
              props.proAllowed ? actions.openDialog({ kind: 'qr' }) : props.onNeedPro('qr')
            }
          >
            <QrIcon />
          </ToolButton>
          <ToolButton
            testId="stamp"
            label={t('editor.stamp')}
            disabled={disabled}
            onClick={() => actions.openDialog({ kind: 'stamp' })}
          >
            <StampIcon />
          </ToolButton>
        </>
      )}
      <ToolButton
        testId="textbox"
        label={t('editor.textboxInsert')}
        disabled={disabled}
        onClick={() => {
          const { state, blockKey } = insertTextbox(actions.current());
          actions.update(() => state);
          actions.selectObject(blockKey);
        }}
      >
        <TextboxIcon />
      </ToolButton>
    </div>
  );
}
