import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { insertionAccess, type PageInsertion } from '@gramota/contracts';
import { insertTable, insertTextbox } from '../content/insert-objects';
import { useEditorActions, useEditorView } from '../editor-context';
import { TableSizePicker } from './table-size-picker.component';
import { ToolButton } from './tool-button.component';
import { ImageIcon, QrIcon, StampIcon, TextboxIcon } from './toolbar-icons.component';
import styles from './toolbar.module.css';

/**
 * Objects: table, picture, QR code and stamp, text box. Pictures, QR codes and stamps follow the
 * one PRO rule shared with the workshop (contracts insertionAccess): hidden for templates whose
 * template_data says so ('p' / '0'), picture and QR code PRO only (else the need-PRO notice).
 */
export function InsertControls({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('redactor');
  const actions = useEditorActions();
  const { props } = useEditorView();
  const access = (kind: PageInsertion) =>
    props.hideInsertions
      ? 'hidden'
      : insertionAccess(kind, { pro: props.proAllowed, templateData: props.templateData });
  const insert = (kind: PageInsertion) => {
    if (kind !== 'stamp' && access(kind) === 'needPro') props.onNeedPro(kind);
    else actions.openDialog({ kind });
  };
  const button = (kind: PageInsertion, label: string, icon: ReactNode) =>
    access(kind) === 'hidden' ? null : (
      <ToolButton testId={kind} label={label} disabled={disabled} onClick={() => insert(kind)}>
        {icon}
      </ToolButton>
    );
  return (
    <div className={styles.group}>
      <TableSizePicker
        disabled={disabled}
        onPick={(rows, columns) => {
          actions.update((state) => insertTable(state, rows, columns));
          actions.focusText();
        }}
      />
      {button('image', t('editor.image'), <ImageIcon />)}
      {button('qr', t('editor.qr'), <QrIcon />)}
      {button('stamp', t('editor.stamp'), <StampIcon />)}
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
