/**
 * Undo / redo of the canvas editor (seed 001 §4 Workshop editor): whole scene snapshots, because
 * a scene is small plain JSON and a snapshot cannot drift from what was drawn. A new change
 * clears what could be redone; the oldest snapshots fall off past `limit`. Every call returns a
 * new history and never changes the one it is given (React state and Redux keep it as is).
 */
import type { WorkshopScene } from './scene-model';

export const HISTORY_LIMIT = 100;

export interface SceneHistory {
  /** Older snapshots, oldest first. */
  readonly past: readonly WorkshopScene[];
  readonly present: WorkshopScene;
  /** Snapshots undone, the next to redo first. */
  readonly future: readonly WorkshopScene[];
  /** The most snapshots kept behind `present`. */
  readonly limit: number;
}

export function createHistory(scene: WorkshopScene, limit = HISTORY_LIMIT): SceneHistory {
  return { past: [], present: scene, future: [], limit: Math.max(1, Math.floor(limit)) };
}

/** A change: `scene` becomes the present; redo is no longer possible. The same scene is no change. */
export function push(history: SceneHistory, scene: WorkshopScene): SceneHistory {
  if (scene === history.present) return history;
  const past = [...history.past, history.present];
  return {
    past: past.length > history.limit ? past.slice(past.length - history.limit) : past,
    present: scene,
    future: [],
    limit: history.limit,
  };
}

/**
 * The present replaced without a step of its own: a drag's intermediate positions, or a save's
 * answer, should not each be an undo step.
 */
export function replacePresent(history: SceneHistory, scene: WorkshopScene): SceneHistory {
  return scene === history.present ? history : { ...history, present: scene };
}

export const canUndo = (history: SceneHistory): boolean => history.past.length > 0;
export const canRedo = (history: SceneHistory): boolean => history.future.length > 0;

export function undo(history: SceneHistory): SceneHistory {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    limit: history.limit,
  };
}

export function redo(history: SceneHistory): SceneHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return {
    past: [...history.past, history.present],
    present: next,
    future: rest,
    limit: history.limit,
  };
}
