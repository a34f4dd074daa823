import { useMemo, useRef, type Dispatch, type RefObject } from 'react';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { snapGuides, scenePageSize, type SnapGuide, type WorkshopScene } from '@gramota/scene';
import { createGuidesStore } from './drag-guides.component';
import type { RedactorAction } from '../state/redactor-reducer';
import { targetBox } from '../state/scene-edits';
import type { Target } from '../state/selection';
import { createFrameBatcher } from './frame-batcher';
import type { ShapeHandlers } from './shape-node.component';

interface DragStart {
  x: number;
  y: number;
  zIndex: number;
}

interface Layers {
  content: RefObject<Konva.Layer>;
  drag: RefObject<Konva.Layer>;
  transformer: RefObject<Konva.Transformer>;
}

/**
 * The handles step aside while a shape moves and come back where it lands: a transformer
 * following the node would redraw a second full-page canvas on every frame.
 */
function showHandles(transformer: Konva.Transformer | null, visible: boolean) {
  if (!transformer) return;
  transformer.visible(visible);
  transformer.getLayer()?.batchDraw();
}

/**
 * Dragging and transforming the title and pictures. Konva moves the node itself, snapped to the
 * page's centre and edges; the guides change at most once per animation frame (their own store:
 * nothing else re-renders during a drag), and the editor's scene hears of the drag once, when it
 * ends, as one undo step. The dragged node sits on its own layer meanwhile, so the other shapes
 * are not redrawn on every frame (measured in bench:workshop).
 */
export function useShapeEditing(
  committedScene: WorkshopScene,
  dispatch: Dispatch<RedactorAction>,
  layers: Layers,
) {
  const guides = useMemo(createGuidesStore, []);
  const sceneRef = useRef(committedScene);
  sceneRef.current = committedScene;
  const startRef = useRef<DragStart | null>(null);
  const batcher = useMemo(
    () => createFrameBatcher<SnapGuide[]>((next) => guides.set(next)),
    [guides],
  );

  return {
    guides,
    handlersFor(target: Target): ShapeHandlers {
      return {
        draggable: true,
        onSelect: () => dispatch({ type: 'select', selection: target }),
        onDragStart: (event) => {
          const node = event.target;
          startRef.current = { x: node.x(), y: node.y(), zIndex: node.zIndex() };
          dispatch({ type: 'select', selection: target });
          if (layers.drag.current) node.moveTo(layers.drag.current);
          showHandles(layers.transformer.current, false);
        },
        onDragMove: (event) => {
          const node = event.target;
          const start = startRef.current;
          const box = targetBox(sceneRef.current, target);
          if (!start || !box) return;
          let dx = node.x() - start.x;
          let dy = node.y() - start.y;
          const moved = { ...box, x: box.x + dx, y: box.y + dy };
          const snap = snapGuides(moved, scenePageSize(sceneRef.current.format));
          dx += snap.x - moved.x;
          dy += snap.y - moved.y;
          node.position({ x: start.x + dx, y: start.y + dy });
          batcher.push(snap.guides);
        },
        onDragEnd: (event) => {
          const node = event.target;
          const start = startRef.current;
          batcher.cancel();
          guides.set([]);
          showHandles(layers.transformer.current, true);
          startRef.current = null;
          if (!start) return;
          if (layers.content.current) {
            node.moveTo(layers.content.current);
            node.zIndex(Math.min(start.zIndex, layers.content.current.children.length - 1));
          }
          dispatch({ type: 'dragEnd', target, dx: node.x() - start.x, dy: node.y() - start.y });
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
