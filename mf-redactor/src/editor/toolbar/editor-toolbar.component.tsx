import { memo, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorState } from 'draft-js';
import {
  DEFAULT_FONT_SIZE_PT,
  DEFAULT_LINE_HEIGHT,
  FONT_SIZES_PT,
  LINE_HEIGHTS,
  TEXT_ALIGNS,
  type FontSizePt,
  type LineHeight,
  type TextAlign,
} from '@gramota/doc-style';
import { inlineStyle } from '@gramota/doc-content';
import { blockData } from '../content/block-styles';
import { styleValue } from '../content/inline-styles';
import {
  activeBlock,
  applyStyleOfKind,
  mergeBlockData,
  toggleInlineStyle,
  toggleList,
} from '../content/text-commands';
import { useEditorActions, useEditorState, useEditorView } from '../editor-context';
import { ColorPicker } from './color-picker.component';
import { EditorNotice } from './editor-notice.component';
import { FontControls } from './font-controls.component';
import { InsertControls } from './insert-controls.component';
import { ToolButton } from './tool-button.component';
import {
  AlignIcon,
  BulletListIcon,
  NumberListIcon,
  RedoIcon,
  UndoIcon,
} from './toolbar-icons.component';
import styles from './toolbar.module.css';
import { useRovingFocus } from './use-roving-focus';
import type { ParseKeys } from 'i18next';

const MARK_BUTTONS = [
  { style: 'BOLD', testId: 'bold', label: 'editor.bold', glyph: 'B', glyphClass: 'glyphBold' },
  {
    style: 'ITALIC',
    testId: 'italic',
    label: 'editor.italic',
    glyph: 'I',
    glyphClass: 'glyphItalic',
  },
  {
    style: 'UNDERLINE',
    testId: 'underline',
    label: 'editor.underline',
    glyph: 'U',
    glyphClass: 'glyphUnderline',
  },
  {
    style: 'STRIKETHROUGH',
    testId: 'strike',
    label: 'editor.strike',
    glyph: 'S',
    glyphClass: 'glyphStrike',
  },
] as const;

const ALIGN_LABELS: Record<TextAlign, ParseKeys<'redactor'>> = {
  left: 'editor.alignLeft',
  center: 'editor.alignCenter',
  right: 'editor.alignRight',
  justify: 'editor.alignJustify',
};

/** Controls of the shorter mobile toolbar (seed 001 §9); the others show on wide screens only. */
const MOBILE_CONTROLS = new Set([
  'font',
  'size',
  'bold',
  'italic',
  'underline',
  'align-left',
  'align-center',
  'align-right',
  'color',
  'undo',
  'redo',
]);

type Command = (state: EditorState) => EditorState;

/** What the bar shows of the text at the cursor: plain values, the same while typing goes on. */
interface ToolbarValues {
  disabled: boolean;
  mobile: boolean;
  size: number;
  color: string;
  lineHeight: number;
  align: TextAlign;
  blockType: string | undefined;
  /** The inline marks on (BOLD, ITALIC...), joined: a string compares by value. */
  marks: string;
  /** The font of the text at the cursor when it has one of its own. */
  textFont: string | null;
  canUndo: boolean;
  canRedo: boolean;
  change(command: Command, focus?: boolean): void;
}

/**
 * The formatting bar (sticky above the page). It works on the document of the DocEditorProvider
 * it is rendered in; on `mobile` it shows the shorter set. The bar is one Tab stop; the arrow keys
 * move between its controls. It reads the state on every key, but its buttons render again only
 * when what they show changes (typing in a paragraph changes none of it).
 */
export function EditorToolbar() {
  const actions = useEditorActions();
  const editorState = useEditorState();
  const { props } = useEditorView();
  const change = useCallback(
    (command: Command, focus = false) => {
      actions.update(command);
      if (focus) actions.focusText();
    },
    [actions],
  );

  const styleSet = editorState.getCurrentInlineStyle();
  const block = activeBlock(editorState);
  const paragraph = block ? blockData(block) : {};
  return (
    <ToolbarControls
      disabled={props.readOnly}
      mobile={props.mobile}
      size={styleValue(styleSet, 'size') ?? DEFAULT_FONT_SIZE_PT}
      color={styleValue(styleSet, 'color') ?? '#000000'}
      lineHeight={paragraph.lineHeight ?? DEFAULT_LINE_HEIGHT}
      align={paragraph.align ?? 'left'}
      blockType={block?.getType()}
      marks={MARK_BUTTONS.filter((mark) => styleSet.has(mark.style))
        .map((mark) => mark.style)
        .join(',')}
      textFont={styleValue(styleSet, 'font') ?? null}
      canUndo={editorState.getUndoStack().size > 0}
      canRedo={editorState.getRedoStack().size > 0}
      change={change}
    />
  );
}

const ToolbarControls = memo(function ToolbarControls({
  disabled,
  mobile,
  size,
  color,
  lineHeight,
  align,
  blockType,
  marks,
  textFont,
  canUndo,
  canRedo,
  change,
}: ToolbarValues) {
  const { t } = useTranslation('redactor');
  const shows = (control: string) => !mobile || MOBILE_CONTROLS.has(control);
  const rowRef = useRef<HTMLDivElement>(null);
  useRovingFocus(rowRef);
  const marksOn = new Set(marks.split(','));

  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label={t('editor.toolbar')}
      data-testid="editor-toolbar"
    >
      <div ref={rowRef} className={styles.row}>
        <FontControls disabled={disabled} compact={mobile} textFont={textFont} />
        <select
          className={styles.select}
          aria-label={t('editor.size')}
          title={t('editor.size')}
          data-testid="size-select"
          disabled={disabled}
          value={size}
          onChange={(event) => {
            const pt = Number(event.target.value) as FontSizePt;
            change((state) => applyStyleOfKind(state, 'size', inlineStyle.size(pt)), true);
          }}
        >
          {FONT_SIZES_PT.map((pt) => (
            <option key={pt} value={pt}>
              {pt}
            </option>
          ))}
        </select>
        {shows('line-height') ? (
          <select
            className={styles.select}
            aria-label={t('editor.lineHeight')}
            title={t('editor.lineHeight')}
            data-testid="line-height-select"
            disabled={disabled}
            value={lineHeight}
            onChange={(event) => {
              const value = Number(event.target.value) as LineHeight;
              change((state) => mergeBlockData(state, { lineHeight: value }), true);
            }}
          >
            {LINE_HEIGHTS.map((value) => (
              <option key={value} value={value}>
                {value.toFixed(1)}
              </option>
            ))}
          </select>
        ) : null}

        <div className={styles.group}>
          {MARK_BUTTONS.filter((mark) => shows(mark.testId)).map((mark) => (
            <ToolButton
              key={mark.style}
              testId={mark.testId}
              label={t(mark.label)}
              pressed={marksOn.has(mark.style)}
              disabled={disabled}
              onClick={() => change((state) => toggleInlineStyle(state, mark.style))}
            >
              <span className={`${styles.glyph} ${styles[mark.glyphClass]}`} aria-hidden="true">
                {mark.glyph}
              </span>
            </ToolButton>
          ))}
        </div>

        <div className={styles.group}>
          {TEXT_ALIGNS.filter((option) => shows(`align-${option}`)).map((option) => (
            <ToolButton
              key={option}
              testId={`align-${option}`}
              label={t(ALIGN_LABELS[option])}
              pressed={align === option}
              disabled={disabled}
              onClick={() => change((state) => mergeBlockData(state, { align: option }))}
            >
              <AlignIcon align={option} />
            </ToolButton>
          ))}
        </div>

        {shows('lists') ? (
          <div className={styles.group}>
            <ToolButton
              testId="list-ul"
              label={t('editor.listBulleted')}
              pressed={blockType === 'unordered-list-item'}
              disabled={disabled}
              onClick={() => change((state) => toggleList(state, 'unordered-list-item'))}
            >
              <BulletListIcon />
            </ToolButton>
            <ToolButton
              testId="list-ol"
              label={t('editor.listNumbered')}
              pressed={blockType === 'ordered-list-item'}
              disabled={disabled}
              onClick={() => change((state) => toggleList(state, 'ordered-list-item'))}
            >
              <NumberListIcon />
            </ToolButton>
          </div>
        ) : null}

        <ColorPicker
          color={color}
          disabled={disabled}
          onPick={(picked) =>
            change((state) => applyStyleOfKind(state, 'color', inlineStyle.color(picked)), true)
          }
        />

        {shows('objects') ? <InsertControls disabled={disabled} /> : null}

        <div className={styles.group}>
          <ToolButton
            testId="undo"
            label={t('editor.undo')}
            disabled={disabled || !canUndo}
            onClick={() => change(EditorState.undo)}
          >
            <UndoIcon />
          </ToolButton>
          <ToolButton
            testId="redo"
            label={t('editor.redo')}
            disabled={disabled || !canRedo}
            onClick={() => change(EditorState.redo)}
          >
            <RedoIcon />
          </ToolButton>
        </div>
      </div>
      <EditorNotice />
    </div>
  );
});
