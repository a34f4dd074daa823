import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alignClass, DOC_CLASSES, PAGE_WIDTH_PX } from '@gramota/doc-style';
import { DOC_CONTENT_LIMITS } from '@gramota/doc-content';
import type { ObjectData } from '../content/object-types';
import { useEditorActions, useEditorView } from '../editor-context';
import { EditorIsland } from './editor-island.component';
import { PlainTextEditable } from './plain-text-editable.component';
import { TextboxBar, type TextboxMode } from './textbox-bar.component';
import { useObjectCommands } from './use-object-commands';
import { usePointerDrag, type DragDelta } from './use-pointer-drag';
import styles from './objects.module.css';

type TextboxData = ObjectData<'TEXTBOX'>;

const { minSizePx, maxHeightPx, maxChars } = DOC_CONTENT_LIMITS.textbox;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A text box over the page (seed 001 §4): its text is typed in place; selected, its bar offers
 * "Move" mode (drag the box), "Resize" mode (drag the corner) and "End" to leave the mode.
 */
export function TextboxObject({ blockKey, data }: { blockKey: string; data: TextboxData }) {
  const { t } = useTranslation('redactor');
  const actions = useEditorActions();
  const { selectedObject, props } = useEditorView();
  const commands = useObjectCommands(blockKey, 'TEXTBOX');
  const [mode, setMode] = useState<TextboxMode>('text');
  const [preview, setPreview] = useState<Partial<TextboxData> | null>(null);
  const start = useRef(data);
  const selected = selectedObject === blockKey && !props.readOnly;
  const activeMode = selected ? mode : 'text';
  const shown = { ...data, ...preview };

  const moved = ({ dx, dy }: DragDelta) => ({ x: start.current.x + dx, y: start.current.y + dy });
  const resized = ({ dx, dy }: DragDelta) => ({
    width: clamp(start.current.width + dx, minSizePx, PAGE_WIDTH_PX),
    height: clamp(start.current.height + dy, minSizePx, maxHeightPx),
  });
  const commit = (change: Partial<TextboxData>) => {
    setPreview(null);
    commands.change((current) => ({ ...current, ...change }));
  };
  const remember = () => {
    start.current = data;
  };
  const onMoveStart = usePointerDrag({
    onStart: remember,
    onMove: (delta) => setPreview(moved(delta)),
    onEnd: (delta) => commit(moved(delta)),
  });
  const onResizeStart = usePointerDrag({
    onStart: remember,
    onMove: (delta) => setPreview(resized(delta)),
    onEnd: (delta) => commit(resized(delta)),
  });

  const frameClasses = [
    styles.textboxFrame,
    selected && styles.selected,
    activeMode === 'move' && styles.moving,
  ];

  return (
    <EditorIsland
      blockKey={blockKey}
      className={frameClasses.filter(Boolean).join(' ')}
      style={{ left: shown.x, top: shown.y, width: shown.width, height: shown.height }}
    >
      {selected ? (
        <TextboxBar
          mode={mode}
          onMode={setMode}
          onEnd={() => {
            setMode('text');
            actions.selectObject(null);
            actions.focusText();
          }}
          onRemove={commands.remove}
        />
      ) : null}
      <div
        className={[DOC_CLASSES.textbox, shown.align && alignClass(shown.align), styles.textbox]
          .filter(Boolean)
          .join(' ')}
        // The frame carries the page position; the box fills it, as the renderer's box does.
        style={{
          left: 0,
          top: 0,
          width: '100%',
          height: '100%',
          fontSize: shown.sizePt === undefined ? undefined : `${shown.sizePt}pt`,
        }}
        data-testid="object-textbox"
        onClick={() => !props.readOnly && actions.selectObject(blockKey)}
        onPointerDown={activeMode === 'move' ? onMoveStart : undefined}
      >
        <PlainTextEditable
          className={styles.textboxText}
          value={data.text}
          label={t('editor.textbox.text')}
          editable={!props.readOnly && activeMode === 'text'}
          testId="textbox-text"
          onEditingChange={(editing) => {
            actions.setObjectEditing(blockKey, editing);
            if (editing) actions.selectObject(blockKey);
          }}
          onCommit={(text) =>
            commands.change((current) => ({ ...current, text: text.slice(0, maxChars) }))
          }
        />
      </div>
      {activeMode === 'resize' ? (
        <span
          className={styles.resizeHandle}
          role="presentation"
          title={t('editor.textbox.resize')}
          onPointerDown={onResizeStart}
          data-testid="textbox-resize-handle"
        />
      ) : null}
    </EditorIsland>
  );
}
