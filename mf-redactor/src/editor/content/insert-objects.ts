// New objects with their starting data (seed 001 §9: stamps 150 px wide, QR codes 100 px).
import type { EditorState } from 'draft-js';
import { REDACTOR_LIMITS } from '@gramota/contracts';
import type { StampKind } from '@gramota/contracts';
import { insertObject } from './object-commands';
import { newTable } from './table-model';

/** The inserted object's block: AtomicBlockUtils leaves the caret in the paragraph after it. */
function insertedKey(state: EditorState): string {
  const content = state.getCurrentContent();
  const after = state.getSelection().getStartKey();
  return content.getBlockBefore(after)?.getKey() ?? after;
}

export function insertTable(state: EditorState, rows: number, columns: number): EditorState {
  return insertObject(state, 'TABLE', newTable(rows, columns));
}

/** New text boxes start near the top-left corner of the page, where they are easy to find. */
export const NEW_TEXTBOX = { x: 60, y: 60, width: 300, height: 80 } as const;

export function insertTextbox(state: EditorState): { state: EditorState; blockKey: string } {
  const next = insertObject(state, 'TEXTBOX', { text: '', ...NEW_TEXTBOX });
  return { state: next, blockKey: insertedKey(next) };
}

/** Uploaded pictures start at their own width, at most this (the page is 800 px wide). */
export const NEW_IMAGE_MAX_WIDTH = 400;

export function insertImage(
  state: EditorState,
  src: string,
  width: number | undefined,
): EditorState {
  const start = Math.max(
    20,
    Math.min(NEW_IMAGE_MAX_WIDTH, Math.round(width ?? NEW_IMAGE_MAX_WIDTH)),
  );
  return insertObject(state, 'IMAGE', { src, width: start, float: 'none' });
}

export function insertQr(state: EditorState, link: string): EditorState {
  return insertObject(state, 'QR', { data: link, width: REDACTOR_LIMITS.qrWidth, float: 'right' });
}

export function insertStamp(state: EditorState, stampId: string, kind: StampKind): EditorState {
  return insertObject(state, 'STAMP', {
    stampId,
    kind,
    width: REDACTOR_LIMITS.stampWidth,
    float: 'none',
  });
}
