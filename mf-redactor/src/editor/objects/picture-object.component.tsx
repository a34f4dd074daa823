import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { insertionAccess, REDACTOR_LIMITS, type PageInsertion } from '@gramota/contracts';
import { DOC_CLASSES, floatClass, type ObjectFloat } from '@gramota/doc-style';
import { DOC_CONTENT_LIMITS, qrSrc, stampSrc } from '@gramota/doc-content';
import type { ObjectData, PictureData, PictureType } from '../content/object-types';
import { useEditorActions, useEditorView } from '../editor-context';
import { EditorIsland } from './editor-island.component';
import { PictureBar } from './picture-bar.component';
import { useObjectCommands } from './use-object-commands';
import { usePointerDrag } from './use-pointer-drag';
import styles from './objects.module.css';

/** Width limits while resizing (seed 001 §9: stamps 50..200 px). */
export const PICTURE_WIDTH: Record<PictureType, { min: number; max: number }> = {
  IMAGE: { min: 20, max: DOC_CONTENT_LIMITS.objectWidthPx.max },
  QR: { min: 20, max: DOC_CONTENT_LIMITS.objectWidthPx.max },
  STAMP: { min: REDACTOR_LIMITS.stampMinWidth, max: REDACTOR_LIMITS.stampMaxWidth },
};

const PICTURE_CLASS: Record<PictureType, string> = {
  IMAGE: DOC_CLASSES.image,
  QR: DOC_CLASSES.qr,
  STAMP: DOC_CLASSES.stamp,
};

/** The one PRO rule (contracts insertionAccess) names the kinds so. */
const INSERTION_OF: Record<PictureType, PageInsertion> = {
  IMAGE: 'image',
  QR: 'qr',
  STAMP: 'stamp',
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function pictureSource(type: PictureType, data: PictureData): string {
  if (type === 'QR') return qrSrc((data as ObjectData<'QR'>).data);
  if (type === 'STAMP') return stampSrc((data as ObjectData<'STAMP'>).stampId);
  return (data as ObjectData<'IMAGE'>).src;
}

interface PictureObjectProps {
  blockKey: string;
  type: PictureType;
  data: PictureData;
}

/**
 * A picture, QR code or stamp. Selected, it shows its bar (float left / right / none / free,
 * delete) and a corner handle to resize; a freely placed one is dragged to move.
 */
export function PictureObject({ blockKey, type, data }: PictureObjectProps) {
  const { t } = useTranslation('redactor');
  const actions = useEditorActions();
  const { selectedObject, props } = useEditorView();
  const commands = useObjectCommands(blockKey, type);
  const frameRef = useRef<HTMLDivElement>(null);
  // While dragging, the picture follows the pointer; the content changes once, on release.
  const [preview, setPreview] = useState<Partial<PictureData> | null>(null);
  const start = useRef({ width: data.width, x: data.x ?? 0, y: data.y ?? 0 });

  const selected = selectedObject === blockKey && !props.readOnly;
  const shown = { ...data, ...preview };
  const limits = PICTURE_WIDTH[type];
  const resize = (dx: number) => ({
    width: clamp(start.current.width + dx, limits.min, limits.max),
  });
  const move = (dx: number, dy: number) => ({ x: start.current.x + dx, y: start.current.y + dy });
  const remember = () => {
    start.current = { width: data.width, x: data.x ?? 0, y: data.y ?? 0 };
  };
  const commit = (change: Partial<PictureData>) => {
    setPreview(null);
    commands.change((current) => ({ ...current, ...change }));
  };

  const onResizeStart = usePointerDrag({
    onStart: remember,
    onMove: ({ dx }) => setPreview(resize(dx)),
    onEnd: ({ dx }) => commit(resize(dx)),
  });
  const onMoveStart = usePointerDrag({
    onStart: remember,
    onMove: ({ dx, dy }) => setPreview(move(dx, dy)),
    onEnd: ({ dx, dy }) => (dx || dy ? commit(move(dx, dy)) : setPreview(null)),
  });

  const setFloat = (float: ObjectFloat) => {
    if (float === data.float) return;
    const frame = frameRef.current;
    // A picture set free starts where it is now, in page coordinates.
    const place = float === 'absolute' && frame ? { x: frame.offsetLeft, y: frame.offsetTop } : {};
    commands.change((current) => ({ ...current, ...place, float }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!selected) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      commands.remove();
    } else if (event.key === 'Escape') {
      actions.selectObject(null);
      actions.focusText();
    } else if (data.float === 'absolute' && event.key.startsWith('Arrow')) {
      event.preventDefault();
      const step = event.shiftKey || event.ctrlKey || event.metaKey ? 10 : 1;
      const dx = event.key === 'ArrowLeft' ? -step : event.key === 'ArrowRight' ? step : 0;
      const dy = event.key === 'ArrowUp' ? -step : event.key === 'ArrowDown' ? step : 0;
      commands.change((current) => ({
        ...current,
        x: (current.x ?? 0) + dx,
        y: (current.y ?? 0) + dy,
      }));
    }
  };

  const label =
    type === 'QR'
      ? t('editor.picture.qr', { data: (data as ObjectData<'QR'>).data })
      : t(type === 'STAMP' ? 'editor.picture.stamp' : 'editor.picture.image');
  const placed = shown.float === 'absolute';
  const frameClasses = [
    PICTURE_CLASS[type],
    floatClass(shown.float),
    styles.picture,
    selected && styles.selected,
    insertionAccess(INSERTION_OF[type], { pro: props.proAllowed }) === 'needPro' && styles.proOnly,
  ];
  // A free document's stamp shows the mark its made file prints (issue 37): clean only on PRO.
  const [pictureFailed, setPictureFailed] = useState(false);
  const previewMark = type === 'STAMP' && !props.proAllowed;
  // A stamp the teacher may not see (the vault answers 404): a named box, not a broken picture.
  const hidden = type === 'STAMP' && pictureFailed;

  return (
    <EditorIsland blockKey={blockKey}>
      <div
        ref={frameRef}
        className={frameClasses.filter(Boolean).join(' ')}
        style={{
          width: shown.width,
          left: placed ? (shown.x ?? 0) : undefined,
          top: placed ? (shown.y ?? 0) : undefined,
        }}
        role="group"
        aria-label={label}
        tabIndex={props.readOnly ? undefined : 0}
        data-testid={`object-${type.toLowerCase()}`}
        onClick={() => !props.readOnly && actions.selectObject(blockKey)}
        onFocus={() => !props.readOnly && actions.selectObject(blockKey)}
        onKeyDown={onKeyDown}
        onPointerDown={selected && placed ? onMoveStart : undefined}
      >
        {hidden ? (
          <span className={styles.stampHidden} data-testid="stamp-hidden">
            {t('editor.picture.stampHidden')}
          </span>
        ) : (
          <img
            className={styles.pictureImage}
            src={pictureSource(type, data)}
            alt={label}
            draggable={false}
            onError={() => setPictureFailed(true)}
          />
        )}
        {previewMark ? (
          <span className={styles.previewMark} data-testid="stamp-preview-mark" aria-hidden="true">
            <span className={styles.previewWord}>{t('editor.picture.previewMark')}</span>
          </span>
        ) : null}
        {selected ? (
          <>
            <PictureBar float={data.float} onFloat={setFloat} onRemove={commands.remove} />
            <span
              className={styles.resizeHandle}
              role="presentation"
              title={t('editor.picture.resize')}
              onPointerDown={onResizeStart}
              data-testid="picture-resize"
            />
          </>
        ) : null}
      </div>
    </EditorIsland>
  );
}
