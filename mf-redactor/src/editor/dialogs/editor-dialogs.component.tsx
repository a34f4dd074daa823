import { useCallback } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@gramota/ui';
import { insertImage, insertQr, insertStamp } from '../content/insert-objects';
import { objectDataOf, replaceObjectData } from '../content/object-commands';
import { setBorder } from '../content/table-model';
import { useEditorActions, useEditorView, type EditorDialog } from '../editor-context';
import { useChooseFont } from '../fonts/use-choose-font';
import { FontsDialog } from './fonts.dialog';
import { ImageUploadDialog } from './image-upload.dialog';
import { QrDialog } from './qr.dialog';
import { StampDialog } from './stamp.dialog';
import { TableBorderDialog } from './table-border.dialog';
import type { ParseKeys } from 'i18next';

const TITLES: Record<EditorDialog['kind'], ParseKeys<'redactor'>> = {
  fonts: 'editor.fonts.title',
  image: 'editor.imageDialog.title',
  qr: 'editor.qrDialog.title',
  stamp: 'editor.stampDialog.title',
  'table-border': 'editor.border.title',
};

/**
 * The editor's dialogs, in the shared ModalFrame, rendered into the body so the sticky toolbar
 * or the page's clipping cannot cut them. Inserting puts the object at the text's caret.
 */
export function EditorDialogs() {
  const { t } = useTranslation('redactor');
  const actions = useEditorActions();
  const { dialog, props } = useEditorView();
  const chooseFont = useChooseFont();
  // Closing puts the caret back in the text; ModalFrame returns the focus only when none has it.
  const close = useCallback(() => {
    actions.closeDialog();
    actions.focusText();
  }, [actions]);
  if (!dialog || typeof document === 'undefined') return null;

  let body;
  switch (dialog.kind) {
    case 'fonts':
      body = (
        <FontsDialog
          myFonts={props.myFonts}
          onMyFontsChange={props.onMyFontsChange}
          onChoose={(family) => {
            actions.closeDialog();
            chooseFont(family);
          }}
        />
      );
      break;
    case 'image':
      body = (
        <ImageUploadDialog
          docId={props.docId}
          onCancel={close}
          onUploaded={(answer) => {
            actions.update((state) => insertImage(state, answer.file, answer.width));
            close();
          }}
        />
      );
      break;
    case 'qr':
      body = (
        <QrDialog
          onCancel={close}
          onInsert={(link) => {
            actions.update((state) => insertQr(state, link));
            close();
          }}
        />
      );
      break;
    case 'stamp':
      body = (
        <StampDialog
          templateData={props.templateData}
          docId={props.docId}
          onCancel={close}
          onPick={(stampId, kind) => {
            actions.update((state) => insertStamp(state, stampId, kind));
            close();
          }}
        />
      );
      break;
    case 'table-border': {
      const { blockKey } = dialog;
      body = (
        <TableBorderDialog
          border={objectDataOf(actions.current(), blockKey, 'TABLE')?.border ?? 1}
          onCancel={close}
          onApply={(border) => {
            actions.update((state) => {
              const table = objectDataOf(state, blockKey, 'TABLE');
              return table ? replaceObjectData(state, blockKey, setBorder(table, border)) : state;
            });
            close();
          }}
        />
      );
      break;
    }
  }

  return createPortal(
    <ModalFrame title={t(TITLES[dialog.kind])} backdrop="default" onClose={close}>
      {body}
    </ModalFrame>,
    document.body,
  );
}
