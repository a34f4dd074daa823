/**
 * The canvas editor's state: the scene's undo history, an uncommitted `live` scene (a drag in
 * progress, a slider being moved, the title being typed) and the selection. A gesture is ONE undo
 * step: its frames only replace `live`, and its end pushes one snapshot (seed 001 §4: undo / redo of
 * content snapshots, a new change clears redo).
 */
import {
  ARROW_STEP,
  canRedo,
  canUndo,
  createHistory,
  push,
  redo,
  undo,
  type SceneHistory,
  type ScenePicture,
  type WorkshopScene,
} from '@gramota/scene';
import {
  deletePicture,
  findPicture,
  keepOnPage,
  moveTarget,
  reorderPicture,
  transformTarget,
  type TransformChange,
} from './scene-edits';
import { pictureTarget, type Selection, type Target } from './selection';

export interface RedactorState {
  history: SceneHistory;
  /** A gesture's scene not yet in the history; what the canvas shows while it lasts. */
  live: WorkshopScene | null;
  selection: Selection;
  /** The template has files in the storage: it is shown, never changed (seed 001 §4). */
  readOnly: boolean;
}

export type ArrowDirection = 'left' | 'right' | 'up' | 'down';

export type RedactorAction =
  | { type: 'select'; selection: Selection }
  /** A panel's change; `live` ones (slider moves, typing) wait for 'commit' to become a step. */
  | { type: 'edit'; change: (scene: WorkshopScene) => WorkshopScene; live?: boolean }
  | { type: 'commit' }
  /** dx, dy: from where the target was when the drag began. */
  | { type: 'dragEnd'; target: Target; dx: number; dy: number }
  | { type: 'transform'; target: Target; change: TransformChange }
  | { type: 'arrow'; direction: ArrowDirection; large: boolean }
  | { type: 'addPicture'; picture: ScenePicture }
  | { type: 'deleteSelected' }
  | { type: 'reorder'; direction: 'up' | 'down' }
  | { type: 'undo' }
  | { type: 'redo' };

export function initialRedactorState(scene: WorkshopScene, readOnly = false): RedactorState {
  return { history: createHistory(scene), live: null, selection: null, readOnly };
}

/** What the canvas and the panels show. */
export const shownScene = (state: RedactorState): WorkshopScene =>
  state.live ?? state.history.present;

export const undoable = (state: RedactorState) => canUndo(state.history) || state.live !== null;
export const redoable = (state: RedactorState) => canRedo(state.history) && state.live === null;

/** A pending gesture becomes its undo step before anything else happens. */
function committed(state: RedactorState): RedactorState {
  if (!state.live) return state;
  return { ...state, history: push(state.history, state.live), live: null };
}

function changed(state: RedactorState, scene: WorkshopScene): RedactorState {
  const base = committed(state);
  return { ...base, history: push(base.history, scene) };
}

/** A selection of a picture the scene no longer has (undone, deleted) is no selection. */
function validSelection(scene: WorkshopScene, selection: Selection): Selection {
  if (selection?.kind === 'picture' && !findPicture(scene, selection.id)) return null;
  if (selection?.kind === 'title' && (!scene.title.visible || scene.maket === 0)) return null;
  return selection;
}

const ARROWS: Record<ArrowDirection, [number, number]> = {
  left: [-1, 0],
  right: [1, 0],
  up: [0, -1],
  down: [0, 1],
};

export function redactorReducer(state: RedactorState, action: RedactorAction): RedactorState {
  switch (action.type) {
    case 'select':
      return { ...state, selection: validSelection(shownScene(state), action.selection) };
    case 'undo':
    case 'redo': {
      const base = committed(state);
      const history = action.type === 'undo' ? undo(base.history) : redo(base.history);
      return { ...base, history, selection: validSelection(history.present, base.selection) };
    }
    case 'commit':
      return committed(state);
  }
  if (state.readOnly) return state;
  const scene = state.history.present;
  switch (action.type) {
    case 'edit': {
      if (action.live) return { ...state, live: action.change(shownScene(state)) };
      const base = committed(state);
      return changed(base, action.change(base.history.present));
    }
    case 'dragEnd': {
      const moved = keepOnPage(
        moveTarget(scene, action.target, action.dx, action.dy),
        action.target,
      );
      return changed({ ...state, live: null }, moved);
    }
    case 'transform': {
      const base = committed(state);
      const present = base.history.present;
      return changed(
        base,
        keepOnPage(transformTarget(present, action.target, action.change), action.target),
      );
    }
    case 'arrow': {
      if (!state.selection) return state;
      const step = action.large ? ARROW_STEP.large : ARROW_STEP.small;
      const [x, y] = ARROWS[action.direction];
      const base = committed(state);
      const present = base.history.present;
      const moved = keepOnPage(
        moveTarget(present, state.selection, x * step, y * step),
        state.selection,
      );
      return moved === present ? base : changed(base, moved);
    }
    case 'addPicture': {
      const base = committed(state);
      const present = base.history.present;
      const next = { ...present, pictures: [...present.pictures, action.picture] };
      return { ...changed(base, next), selection: pictureTarget(action.picture.id) };
    }
    case 'deleteSelected': {
      if (state.selection?.kind !== 'picture') return state;
      const base = committed(state);
      const next = deletePicture(base.history.present, state.selection.id);
      return next === base.history.present ? base : { ...changed(base, next), selection: null };
    }
    case 'reorder': {
      if (state.selection?.kind !== 'picture') return state;
      const base = committed(state);
      const next = reorderPicture(base.history.present, state.selection.id, action.direction);
      return next === base.history.present ? base : changed(base, next);
    }
  }
}
