import { useCallback, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { buildAppPath, useNotify, useShellApi } from '@gramota/shell-api';
import { ConfirmDialog, type ConfirmDialogProps, runtimeT } from '@gramota/ui';
import { AiSupportModal, type AiSupportModalProps } from '../ai';
import type { NeedProFeature } from '../editor';
import { MobileEditorModal, type MobileEditorModalProps } from '../mobile/mobile-editor.modal';
import { ProFeaturesModal, type ProFeaturesModalProps } from '../pro/pro-features.modal';
import { useDocClearMutation } from '../redactor.api';
import type { Autosave } from '../save/use-autosave';
import { PageSettingsModal, type PageSettingsModalProps } from '../settings/page-settings.modal';
import type { DocAction, DocState } from '../model/doc-state';
import { invoicePaths } from '../pro/invoice-paths';

interface DialogOptions {
  docId: string;
  state: DocState;
  dispatch: Dispatch<DocAction>;
  proAllowed: boolean;
  autosave: Autosave;
  undo(): void;
  redo(): void;
  /** The editor's selection and plain-text insert, for the AI assistant. */
  selectedText(): string;
  insertText(text: string): boolean;
}

/** The dialogs the topbar and the editor open through the shell's modal host. */
export function useScreenDialogs({
  docId,
  state,
  dispatch,
  proAllowed,
  autosave,
  undo,
  redo,
  selectedText,
  insertText,
}: DialogOptions) {
  const { t } = useTranslation('redactor');
  const { showModal, openHelp: openShellHelp } = useShellApi();
  const notify = useNotify();
  const [docClear] = useDocClearMutation();

  const openPageSettings = useCallback(() => {
    showModal<Omit<PageSettingsModalProps, 'close'>>({
      title: t('redactor.settings.title'),
      component: PageSettingsModal,
      props: {
        initial: {
          format: state.format,
          padding: state.padding,
          titlesFloat: state.titlesFloat,
          titlesMargin: state.titlesMargin,
          titleIndex: state.titleIndex,
        },
        titleMovable: state.isTitleMovable === '1',
        titleGallery: state.titleGallery,
        onApply: (settings) => dispatch({ type: 'pageSettingsApplied', settings }),
      },
    });
  }, [dispatch, showModal, state, t]);

  /**
   * doc-clear (seed 001 §7): the content back to the template's text. Unsaved work is saved first
   * and autosave stops, so nothing old lands after the clear; the route then reloads (doc-clear
   * invalidates the document, and the fresh copy mounts a new workspace).
   */
  const clearDocument = useCallback(
    (text: string, confirmLabel: string) => {
      showModal<Omit<ConfirmDialogProps, 'close'>>({
        title: t('redactor.clear.title'),
        component: ConfirmDialog,
        props: {
          text,
          confirmLabel,
          danger: true,
          onConfirm: async () => {
            await autosave.flush().catch(() => undefined);
            autosave.discard();
            try {
              await docClear(docId).unwrap();
            } catch {
              autosave.resume();
              notify.error(t('redactor.clear.failed'));
            }
          },
        },
      });
    },
    [autosave, docClear, docId, notify, showModal, t],
  );

  const openClear = useCallback(
    () => clearDocument(t('redactor.clear.confirm'), t('redactor.clear.action')),
    [clearDocument, t],
  );
  const openRestoreDefault = useCallback(
    () => clearDocument(t('redactor.fields.restoreConfirm'), t('redactor.fields.restore')),
    [clearDocument, t],
  );

  const openPro = useCallback(
    (feature?: NeedProFeature) =>
      showModal<Omit<ProFeaturesModalProps, 'close'>>({
        title: t('redactor.pro.title'),
        component: ProFeaturesModal,
        props: { feature, proAllowed, payPath: invoicePaths(docId, state.templateId).pro },
      }),
    [docId, proAllowed, showModal, state.templateId, t],
  );

  // The editor's help page is the shell's (seed 000 §4): one text for the modal and /app/help/.
  const openHelp = useCallback(
    () => openShellHelp(buildAppPath('help', 'redactor')),
    [openShellHelp],
  );

  // The selection is read as the modal opens: focus leaves the editor, which keeps it for insert.
  const openAi = useCallback(
    () =>
      showModal<Omit<AiSupportModalProps, 'close'>>({
        // The AI panel's namespace arrives with its chunk; this title is read once it has.
        title: runtimeT(t)('ai:ai.title'),
        component: AiSupportModal,
        props: { docId, selection: selectedText(), onInsert: insertText },
      }),
    [docId, insertText, selectedText, showModal, t],
  );

  const openMobileMenu = useCallback(
    () =>
      showModal<Omit<MobileEditorModalProps, 'close'>>({
        title: t('redactor.mobile.menu'),
        component: MobileEditorModal,
        props: {
          onUndo: undo,
          onRedo: redo,
          onSave: () => autosave.flush().catch(() => notify.error(t('redactor.save.error'))),
          onAi: openAi,
        },
      }),
    [autosave, notify, openAi, redo, showModal, t, undo],
  );

  return {
    openPageSettings,
    openClear,
    openRestoreDefault,
    openPro,
    openHelp,
    openAi,
    openMobileMenu,
  };
}
