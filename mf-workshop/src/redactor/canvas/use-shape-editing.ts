import { useMemo, useRef, type Dispatch, type RefObject } from 'react';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { Vector2d } from 'konva/lib/types';
import { snapGuides, scenePageSize, type SnapGuide, type WorkshopScene } from '@gramota/scene';
import { createGuidesStore } from './drag-guides.component';
import type { RedactorAction } from '../state/redactor-reducer';
import { targetBox } from '../state/scene-edits';
import type { Target } from '../state/selection';
import { createFrameBatcher } from './frame-batcher';
import { liftPicture, type LiftedPicture } from './lifted-picture';
import type { ShapeHandlers } from './shape-node.component';

interface DragState {
  /** Where the shape was, in its layer's coordinates (the scene's). */
  x: number;
  y: number;
  /** Where Konva keeps the node while it is dragged: its place on the stage when the drag began. */
  stagePosition: Vector2d;
  /** Where the pointer would put the node now, on the stage (Konva's drag position). */
  wanted: Vector2d | null;
  /** Where it will land: the wanted place snapped, as a move from (x, y). */
  dx: number;
  dy: number;
  picture: LiftedPicture;
}

/**
 * The handles' layer is taken off the screen while a shape moves and comes back where it lands.
 * Konva's Transformer follows its node's drag (it drags itself along and updates its anchors on
 * every dragmove, hidden or not), so its page-sized canvas would be drawn and handed to the
 * compositor again on every frame; a layer not shown (`display: none`) costs the frame nothing.
 */
function showHandles(transformer: Konva.Transformer | null, visible: boolean) {
  const layer = transformer?.getLayer();
  if (!layer) return;
  layer.visible(visible);
  if (visible) layer.batchDraw();
}

/**
 * Dragging and transforming the title and pictures. Konva follows the pointer, but the node stays
 * where it was: a picture of it slides instead (`lifted-picture`), snapped to the page's centre
 * and edges, and the shape is drawn again only where it lands. The guides change at most once per
 * animation frame (their own store: nothing else re-renders during a drag), and the editor's scene
 * hears of the drag once, when it ends, as one undo step. Measured in bench:workshop.
 */
export function useShapeEditing(
  committedScene: WorkshopScene,
  dispatch: Dispatch<RedactorAction>,
  transformer: RefObject<Konva.Transformer>,
) {
  const guides = useMemo(createGuidesStore, []);
  const sceneRef = useRef(committedScene);
  sceneRef.current = committedScene;
  const dragRef = useRef<DragState | null>(null);
  const batcher = useMemo(
    () => createFrameBatcher<SnapGuide[]>((next) => guides.set(next)),
    [guides],
  );

  return {
    guides,
    handlersFor(target: Target): ShapeHandlers {
      return {
        draggable: true,
        // Konva asks where to put the dragged node: it is kept in place (no redraw), and the
        // pointer's place is remembered for dragmove, which Konva fires right after.
        dragBoundFunc: (wanted) => {
          const drag = dragRef.current;
          if (!drag) return wanted;
          drag.wanted = wanted;
          return drag.stagePosition;
        },
        onSelect: () => dispatch({ type: 'select', selection: target }),
        onDragStart: (event) => {
          const node = event.target;
          dispatch({ type: 'select', selection: target });
          showHandles(transformer.current, false);
          dragRef.current = {
            x: node.x(),
            y: node.y(),
            stagePosition: node.absolutePosition(),
            wanted: null,
            dx: 0,
            dy: 0,
            picture: liftPicture(node),
          };
        },
        onDragMove: (event) => {
          const drag = dragRef.current;
          const box = targetBox(sceneRef.current, target);
          const toStage = event.target.getParent()?.getAbsoluteTransform();
          if (!drag || !drag.wanted || !box || !toStage) return;
          const wanted = toStage.copy().invert().point(drag.wanted);
          let dx = wanted.x - drag.x;
          let dy = wanted.y - drag.y;
          const moved = { ...box, x: box.x + dx, y: box.y + dy };
          const snap = snapGuides(moved, scenePageSize(sceneRef.current.format));
          dx += snap.x - moved.x;
          dy += snap.y - moved.y;
          drag.dx = dx;
          drag.dy = dy;
          const landing = toStage.point({ x: drag.x + dx, y: drag.y + dy });
          drag.picture.slide(landing.x - drag.stagePosition.x, landing.y - drag.stagePosition.y);
          batcher.push(snap.guides);
        },
        onDragEnd: (event) => {
          const node = event.target;
          const drag = dragRef.current;
          batcher.cancel();
          guides.set([]);
          dragRef.current = null;
          if (!drag) return;
          node.position({ x: drag.x + drag.dx, y: drag.y + drag.dy });
          drag.picture.drop();
          showHandles(transformer.current, true);
          dispatch({ type: 'dragEnd', target, dx: drag.dx, dy: drag.dy });
        },
        onTransformEnd: (event: KonvaEventObject<Event>) => {
          const node = event.target;
          const scale = node.scaleX();
          node.scale({ x: 1, y: 1 });
          dispatch({
            type: 'transform',
            target,
            change: { centreX: node.x(), centreY: node.y(), scale, rotation: node.rotation() },
          });
        },
      };
    },
  };
}
