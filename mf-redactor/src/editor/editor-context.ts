import { createContext, useContext, type MutableRefObject } from 'react';
import type { Editor, EditorState } from 'draft-js';
import type { DocEditorProps } from './editor.types';

/** Dialogs the editor opens (rendered by the provider, over the page). */
export type EditorDialog =
  | { kind: 'fonts' }
  | { kind: 'image' }
  | { kind: 'qr' }
  | { kind: 'stamp' }
  | { kind: 'table-border'; blockKey: string };

/** Stable for the provider's lifetime: components may keep them in effects and handlers. */
export interface EditorActions {
  editorRef: MutableRefObject<Editor | null>;
  /** Every change goes through here; onChange is called when the content changed. */
  update(change: (state: EditorState) => EditorState): void;
  /** The current state, also between a change and the next render. */
  current(): EditorState;
  /** Moves the keyboard back to the text once the next render is on screen. */
  focusText(): void;
  /**
   * While an object's own field (a table cell, a text box) has the keyboard, draft-js is made
   * read-only so it does not handle those keys (the TeX example's pattern).
   */
  setObjectEditing(owner: string, editing: boolean): void;
  selectObject(blockKey: string | null): void;
  showNotice(text: string): void;
  dismissNotice(): void;
  openDialog(dialog: EditorDialog): void;
  closeDialog(): void;
  /** The props of the last render (callbacks included). */
  props(): ResolvedEditorProps;
}

export type ResolvedEditorProps = DocEditorProps &
  Required<Pick<DocEditorProps, 'hideInsertions' | 'templateData' | 'mobile' | 'readOnly'>>;

/**
 * The editor's own UI state and props. It changes seldom; the EditorState, which changes with every
 * key, is a context of its own, so only the parts that show it render again while the teacher
 * types (measured in bench:typing).
 */
export interface EditorView {
  props: ResolvedEditorProps;
  /** draft-js is read-only: the readOnly prop, or an object's field has the keyboard. */
  textReadOnly: boolean;
  selectedObject: string | null;
  notice: string | null;
  dialog: EditorDialog | null;
}

export const EditorActionsContext = createContext<EditorActions | null>(null);
export const EditorViewContext = createContext<EditorView | null>(null);
export const EditorStateContext = createContext<EditorState | null>(null);

export function useEditorActions(): EditorActions {
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error('Editor parts must be rendered inside DocEditorProvider');
  return actions;
}

export function useEditorView(): EditorView {
  const view = useContext(EditorViewContext);
  if (!view) throw new Error('Editor parts must be rendered inside DocEditorProvider');
  return view;
}

/** The document's state as of this render; a component using it renders again on every key. */
export function useEditorState(): EditorState {
  const state = useContext(EditorStateContext);
  if (!state) throw new Error('Editor parts must be rendered inside DocEditorProvider');
  return state;
}
