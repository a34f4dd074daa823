import type Konva from 'konva';

/**
 * A shape being dragged, shown as a picture of itself. The picture is a canvas just the shape's
 * size, laid over the stage; the browser's compositor slides it with a CSS transform, as it slides
 * any element, while the shape itself is hidden and Konva draws nothing. Measured in
 * bench:workshop: a frame's main cost was the page-sized canvases, each handed to the compositor
 * again on every frame even when unchanged (a drag layer of the page's size was one more of them).
 */
export interface LiftedPicture {
  /** Shows the shape `dx`, `dy` stage pixels away from where it was. */
  slide(dx: number, dy: number): void;
  /**
   * The shape is shown again and its layer drawn at once, in the same task that takes the
   * picture away, so no frame shows it twice or not at all. Position it before calling.
   */
  drop(): void;
}

export function liftPicture(node: Konva.Node): LiftedPicture {
  const layer = node.getLayer();
  if (!layer) return { slide() {}, drop() {} };
  const rect = node.getClientRect();
  const x = Math.floor(rect.x);
  const y = Math.floor(rect.y);
  const width = Math.max(1, Math.ceil(rect.x + rect.width - x));
  const height = Math.max(1, Math.ceil(rect.y + rect.height - y));
  const picture = node.toCanvas({
    x,
    y,
    width,
    height,
    pixelRatio: layer.getCanvas().getPixelRatio(),
  });
  Object.assign(picture.style, {
    left: `${x}px`,
    top: `${y}px`,
    pointerEvents: 'none',
    willChange: 'transform',
  });
  // Above its own layer, below the handles; the stage's box cuts it at the page's edge, as
  // Konva's own drawing would (scene-canvas.module.css).
  layer.getNativeCanvasElement().after(picture);
  node.visible(false);
  layer.draw();
  return {
    slide(dx, dy) {
      picture.style.transform = `translate(${dx}px, ${dy}px)`;
    },
    drop() {
      picture.remove();
      node.visible(true);
      layer.draw();
    },
  };
}
