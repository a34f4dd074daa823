import type { RedactorAction } from '../state/redactor-reducer';

/** The parts of a KeyboardEvent the editor reads (a plain object in tests). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey?: boolean;
  target: EventTarget | null;
}

/** Typing in a field (the title, a number, a link) keeps its keys: arrows move the caret there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

const ARROW_KEYS = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
} as const;

/**
 * The editor's keys (seed 001 §4): Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac), the
 * arrows move the selection 1 px (10 with Ctrl, Meta or Shift), Delete removes a picture,
 * Escape lets go of the selection. Null: not the editor's key.
 */
export function editorKeyAction(press: KeyPress): RedactorAction | null {
  if (isTypingTarget(press.target) || press.altKey) return null;
  const command = press.ctrlKey || press.metaKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (command && key === 'z') return { type: press.shiftKey ? 'redo' : 'undo' };
  if (command && key === 'y') return { type: 'redo' };
  if (key in ARROW_KEYS)
    return {
      type: 'arrow',
      direction: ARROW_KEYS[key as keyof typeof ARROW_KEYS],
      large: command || press.shiftKey,
    };
  if (command) return null;
  if (key === 'Delete' || key === 'Backspace') return { type: 'deleteSelected' };
  if (key === 'Escape') return { type: 'select', selection: null };
  return null;
}
