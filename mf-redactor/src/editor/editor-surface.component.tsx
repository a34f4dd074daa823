import { useCallback, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Editor,
  EditorState,
  RichUtils,
  getDefaultKeyBinding,
  KeyBindingUtil,
  type ContentBlock,
  type DraftHandleValue,
  type DraftInlineStyle,
} from 'draft-js';
import { fragmentCss } from '@gramota/doc-content';
import { blockRenderMap, blockStyleFn, paragraphMargins } from './content/block-styles';
import { pastePlainText } from './content/paste';
import { toggleInlineStyle } from './content/text-commands';
import { useEditorActions, useEditorState, useEditorView } from './editor-context';
import { ObjectBlock } from './objects/object-block.component';
import { ParagraphWithMargins } from './objects/paragraph-with-margins.component';
import { REDACTOR_LIMITS } from '@gramota/contracts';
import styles from './editor-surface.module.css';

const handled: DraftHandleValue = 'handled';

/** Keys the editor adds to draft's defaults: strikethrough and Ctrl+Y as redo. */
function keyBindingFn(event: KeyboardEvent): string | null {
  const command = KeyBindingUtil.hasCommandModifier(event);
  if (command && event.shiftKey && event.key.toLowerCase() === 'x') return 'strikethrough';
  if (command && !event.shiftKey && event.key.toLowerCase() === 'y') return 'redo';
  return getDefaultKeyBinding(event);
}

function blockRendererFn(block: ContentBlock) {
  if (block.getType() === 'atomic') return { component: ObjectBlock, editable: false };
  const margins = paragraphMargins(block);
  if (margins.left === 0 && margins.right === 0) return null;
  return { component: ParagraphWithMargins, editable: true, props: margins };
}

/**
 * The draft-js editor: what goes inside the page's content element (.gr-doc-page >
 * .gr-doc-content), so the page stylesheet lays its blocks out as the renderer's HTML.
 */
export function EditorSurface() {
  const { t } = useTranslation('redactor');
  const actions = useEditorActions();
  const editorState = useEditorState();
  const { textReadOnly, props } = useEditorView();
  const pro = props.proAllowed;

  // The renderer's fragment CSS (fragmentCss): a free document draws no per-fragment fonts.
  const customStyleFn = useCallback(
    (styleSet: DraftInlineStyle) => fragmentCss(styleSet.toArray(), { pro }) as CSSProperties,
    [pro],
  );

  const onChange = useCallback((next: EditorState) => actions.update(() => next), [actions]);

  const handleKeyCommand = useCallback(
    (command: string, state: EditorState): DraftHandleValue => {
      switch (command) {
        case 'undo':
          actions.update(EditorState.undo);
          return handled;
        case 'redo':
          actions.update(EditorState.redo);
          return handled;
        case 'strikethrough':
          actions.update((current) => toggleInlineStyle(current, 'STRIKETHROUGH'));
          return handled;
        // Monospace has no place in a diploma: draft's Ctrl+J does nothing here.
        case 'code':
          return handled;
        default: {
          const next = RichUtils.handleKeyCommand(state, command);
          if (!next) return 'not-handled';
          actions.update(() => next);
          return handled;
        }
      }
    },
    [actions],
  );

  const handlePastedText = useCallback(
    (text: string): DraftHandleValue => {
      const result = pastePlainText(actions.current(), text ?? '');
      if (result.kind === 'too-long') {
        actions.showNotice(
          t('editor.pasteTooLong', { max: REDACTOR_LIMITS.pasteMaxChars.toLocaleString() }),
        );
      } else {
        actions.update(() => result.state);
      }
      // Pasted HTML never becomes markup, so draft's own paste never runs.
      return handled;
    },
    [actions, t],
  );

  const refuse = useCallback((): DraftHandleValue => handled, []);

  return (
    <div
      className={styles.surface}
      data-testid="doc-editor"
      onMouseDown={(event) => {
        // A click in the text leaves the selected picture, table or text box.
        if (!(event.target as Element).closest?.('[data-editor-object]'))
          actions.selectObject(null);
      }}
    >
      <Editor
        ref={(editor) => {
          actions.editorRef.current = editor;
        }}
        editorState={editorState}
        onChange={onChange}
        readOnly={textReadOnly}
        customStyleFn={customStyleFn}
        blockStyleFn={blockStyleFn}
        blockRenderMap={blockRenderMap}
        blockRendererFn={blockRendererFn}
        keyBindingFn={keyBindingFn}
        handleKeyCommand={handleKeyCommand}
        handlePastedText={handlePastedText}
        handlePastedFiles={refuse}
        handleDroppedFiles={refuse}
        handleDrop={refuse}
        ariaLabel={t('editor.surface')}
        ariaMultiline
        spellCheck
        stripPastedStyles
      />
    </div>
  );
}
