import { useEffect, useRef } from 'react';
import Konva from 'konva';
import { Image as KonvaImage, Rect, Text } from 'react-konva';
import type { SceneShape } from '@gramota/scene';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { Vector2d } from 'konva/lib/types';

/** The editing handlers a title or picture node gets (none for the page, background, frame). */
export interface ShapeHandlers {
  draggable: boolean;
  /** Where Konva may put the node while it is dragged (stage coordinates in and out). */
  dragBoundFunc(wanted: Vector2d): Vector2d;
  onSelect(event: KonvaEventObject<MouseEvent | TouchEvent>): void;
  onDragStart(event: KonvaEventObject<DragEvent>): void;
  onDragMove(event: KonvaEventObject<DragEvent>): void;
  onDragEnd(event: KonvaEventObject<DragEvent>): void;
  onTransformEnd(event: KonvaEventObject<Event>): void;
}

interface ShapeNodeProps {
  shape: SceneShape;
  image?: HTMLImageElement;
  handlers?: ShapeHandlers;
}

/**
 * One shape of sceneShapes as its Konva node, with the attributes exactly as described there (the
 * render engine draws the file from the same list). Only the editing handlers are added here.
 */
export function ShapeNode({ shape, image, handlers }: ShapeNodeProps) {
  const attrs = shape.attrs as unknown as Konva.ShapeConfig;
  const events = handlers
    ? {
        draggable: handlers.draggable,
        dragBoundFunc: handlers.dragBoundFunc,
        onMouseDown: handlers.onSelect,
        onTap: handlers.onSelect,
        onDragStart: handlers.onDragStart,
        onDragMove: handlers.onDragMove,
        onDragEnd: handlers.onDragEnd,
        onTransformEnd: handlers.onTransformEnd,
      }
    : {};
  if (shape.kind === 'rect') return <Rect id={shape.key} {...attrs} {...events} />;
  if (shape.kind === 'text')
    return <Text id={shape.key} {...(attrs as Konva.TextConfig)} {...events} />;
  if (!image) return null;
  return <BlurredImage shape={shape} image={image} attrs={attrs} events={events} />;
}

function BlurredImage({
  shape,
  image,
  attrs,
  events,
}: {
  shape: SceneShape;
  image: HTMLImageElement;
  attrs: Konva.ShapeConfig;
  events: object;
}) {
  const ref = useRef<Konva.Image>(null);
  const blur = shape.blur ?? 0;
  // Konva filters work on a cached node; the cache is made again whenever the picture changes.
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (blur > 0) {
      node.cache();
      node.filters([Konva.Filters.Blur]);
      node.blurRadius(blur);
    } else {
      node.filters([]);
      node.clearCache();
    }
    node.getLayer()?.batchDraw();
  }, [blur, image, attrs]);
  return <KonvaImage ref={ref} id={shape.key} image={image} {...attrs} {...events} />;
}
