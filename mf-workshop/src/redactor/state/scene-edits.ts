/**
 * Pure changes of a scene made by the canvas and the panels. Every result stays inside the scene
 * model's bounds (SCENE_LIMITS), so whatever the pointer does, the save is a scene the server takes.
 */
import {
  SCENE_LIMITS,
  picturesInPaintOrder,
  pictureBox,
  scenePageSize,
  titleBox,
  type Box,
  type ScenePicture,
  type SceneTitle,
  type WorkshopScene,
} from '@gramota/scene';
import type { Target } from './selection';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const coordinate = (value: number) =>
  Math.round(clamp(value, -SCENE_LIMITS.coordinate, SCENE_LIMITS.coordinate) * 100) / 100;
const size = (value: number) =>
  Math.round(clamp(value, SCENE_LIMITS.minSize, SCENE_LIMITS.size) * 100) / 100;
/** Rotation kept in -180..180 so repeated turns never leave the model's ±360. */
const angle = (value: number) => {
  const turned = ((((value + 180) % 360) + 360) % 360) - 180;
  return Math.round(turned * 100) / 100;
};

export function patchTitle(scene: WorkshopScene, patch: Partial<SceneTitle>): WorkshopScene {
  return { ...scene, title: { ...scene.title, ...patch } };
}

export function patchPicture(
  scene: WorkshopScene,
  id: number,
  patch: Partial<ScenePicture>,
): WorkshopScene {
  if (!scene.pictures.some((picture) => picture.id === id)) return scene;
  return {
    ...scene,
    pictures: scene.pictures.map((picture) =>
      picture.id === id ? { ...picture, ...patch } : picture,
    ),
  };
}

export function findPicture(scene: WorkshopScene, id: number): ScenePicture | undefined {
  return scene.pictures.find((picture) => picture.id === id);
}

/** Where a target sits: the title's posx is its centre, a picture's its left edge. */
export function targetPosition(scene: WorkshopScene, target: Target) {
  if (target.kind === 'title') return { posx: scene.title.posx, posy: scene.title.posy };
  const picture = findPicture(scene, target.id);
  return picture ? { posx: picture.posx, posy: picture.posy } : null;
}

/** Moves a target by dx, dy (arrow keys, a finished drag). */
export function moveTarget(
  scene: WorkshopScene,
  target: Target,
  dx: number,
  dy: number,
): WorkshopScene {
  const at = targetPosition(scene, target);
  if (!at || (dx === 0 && dy === 0)) return scene;
  const moved = { posx: coordinate(at.posx + dx), posy: coordinate(at.posy + dy) };
  return target.kind === 'title' ? patchTitle(scene, moved) : patchPicture(scene, target.id, moved);
}

/**
 * What the Transformer did to a node. Shapes are placed around their centre (sceneShapes'
 * offsets), so the node's position after a transform is the box's new centre.
 */
export interface TransformChange {
  centreX: number;
  centreY: number;
  /** The Transformer's scale (it changes scale only): becomes width / font size here. */
  scale: number;
  rotation: number;
}

/** Turns the Transformer's scale into the width (and the title's font size), scale back to 1. */
export function transformTarget(
  scene: WorkshopScene,
  target: Target,
  change: TransformChange,
): WorkshopScene {
  const scale = Number.isFinite(change.scale) && change.scale > 0 ? change.scale : 1;
  let resized: WorkshopScene;
  if (target.kind === 'title') {
    const { title } = scene;
    resized = patchTitle(scene, {
      width: size(title.width * scale),
      fontsize: Math.round(
        clamp(title.fontsize * scale, SCENE_LIMITS.fontSizeMin, SCENE_LIMITS.fontSizeMax),
      ),
      rotate: angle(change.rotation),
    });
  } else {
    const picture = findPicture(scene, target.id);
    if (!picture) return scene;
    resized = patchPicture(scene, target.id, {
      width: size(picture.width * scale),
      rotate: angle(change.rotation),
    });
  }
  const box = targetBox(resized, target)!;
  return moveTarget(
    resized,
    target,
    change.centreX - (box.x + box.width / 2),
    change.centreY - (box.y + box.height / 2),
  );
}

/** The box a target covers on the page, before rotation (the one sceneShapes draws). */
export function targetBox(scene: WorkshopScene, target: Target): Box | null {
  if (target.kind === 'title') return titleBox(scene);
  const picture = findPicture(scene, target.id);
  return picture ? pictureBox(picture) : null;
}

/**
 * A target dragged (or pushed by keys) entirely off the page comes back to the nearest place
 * where it is fully on it: a picture the teacher cannot see is a picture lost. Partly off stays:
 * a corner ornament may hang over the edge on purpose.
 */
export function keepOnPage(scene: WorkshopScene, target: Target): WorkshopScene {
  const box = targetBox(scene, target);
  if (!box) return scene;
  const page = scenePageSize(scene.format);
  const outside =
    box.x + box.width <= 0 ||
    box.x >= page.width ||
    box.y + box.height <= 0 ||
    box.y >= page.height;
  if (!outside) return scene;
  const x = clamp(box.x, 0, Math.max(0, page.width - box.width));
  const y = clamp(box.y, 0, Math.max(0, page.height - box.height));
  return moveTarget(scene, target, x - box.x, y - box.y);
}

export function deletePicture(scene: WorkshopScene, id: number): WorkshopScene {
  if (!findPicture(scene, id)) return scene;
  return { ...scene, pictures: scene.pictures.filter((picture) => picture.id !== id) };
}

/** One step up or down the z-order: the picture trades places with its neighbour. */
export function reorderPicture(
  scene: WorkshopScene,
  id: number,
  direction: 'up' | 'down',
): WorkshopScene {
  const ordered = picturesInPaintOrder(scene);
  const index = ordered.findIndex((picture) => picture.id === id);
  const other = ordered[direction === 'up' ? index + 1 : index - 1];
  if (index < 0 || !other) return scene;
  // Renumbered 1..n in the new order: ties or gaps in a stored scene cannot block a step.
  const swapped = [...ordered];
  swapped[index] = other;
  swapped[direction === 'up' ? index + 1 : index - 1] = ordered[index]!;
  const zindex = new Map(swapped.map((picture, position) => [picture.id, position + 1]));
  return {
    ...scene,
    pictures: scene.pictures.map((picture) => ({ ...picture, zindex: zindex.get(picture.id)! })),
  };
}
