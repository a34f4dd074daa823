/**
 * The painter: a scene drawn with Konva into a page, from sceneShapes, the same description the
 * canvas editor draws with react-konva. The render engine loads it (dist/painter.js, a global
 * gramotaPaintScene) into headless Chromium and screenshots the result, so a template's file is
 * the canvas, not a second drawing of it. Browser only.
 */
import Konva from 'konva/lib/Core';
import { Blur } from 'konva/lib/filters/Blur';
import { Image as KonvaImage } from 'konva/lib/shapes/Image';
import { Rect } from 'konva/lib/shapes/Rect';
import { Text } from 'konva/lib/shapes/Text';
import type { WorkshopScene } from '../scene-model';
import {
  blurRadius,
  sceneShapes,
  titleFontQuery,
  titleText,
  type SceneShape,
} from '../scene-shapes';
import { scenePageSize } from '../workshop-formats';

/**
 * What to paint: the whole scene (the template's page picture), or one of the layers a document
 * made from the template prints its title between as real text (issue 30 item 8): `under-text`
 * is the page, background and frame with the title's shadow alone (the glyphs cut out of it),
 * `over-text` the inserted pictures alone on a transparent page.
 */
export type PaintLayer = 'all' | 'under-text' | 'over-text';

export interface PaintResult {
  /** Pictures that did not load (left out of the drawing), each once, in paint order. */
  missing: string[];
  /**
   * Where Konva put the title's first baseline, CSS px below its top, with the font metrics the
   * canvas had while drawing (null without a title): a document prints the title as HTML text
   * on this baseline.
   */
  titleBaseline: number | null;
  width: number;
  height: number;
}

function loadPicture(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new window.Image();
    image.onload = () => resolve(image.naturalWidth > 0 ? image : null);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/** Every picture the shapes name, loaded once each (null: it did not load). */
async function loadPictures(shapes: SceneShape[]): Promise<Map<string, HTMLImageElement | null>> {
  const sources = [...new Set(shapes.flatMap((shape) => (shape.src ? [shape.src] : [])))];
  const loaded = await Promise.all(sources.map(loadPicture));
  return new Map(sources.map((src, index) => [src, loaded[index] ?? null]));
}

/**
 * The title's font, with the subsets its text needs: fonts.load with the text itself, or only
 * the Latin subset of a unicode-range split font would come (the text is usually Cyrillic).
 */
async function loadTitleFont(scene: WorkshopScene): Promise<void> {
  if (!scene.title.visible) return;
  const text = titleText(scene);
  if (text.trim() === '') return;
  try {
    await document.fonts.load(titleFontQuery(scene), text);
  } catch {
    // An unknown family draws in the browser's fallback; the server reports unknown fonts.
  }
}

function nodeOf(shape: SceneShape, pictures: Map<string, HTMLImageElement | null>) {
  const attrs = { ...shape.attrs, listening: false } as Record<string, unknown>;
  switch (shape.kind) {
    case 'rect':
      return new Rect(attrs);
    case 'text':
      return new Text(attrs);
    case 'image': {
      const image = shape.src ? pictures.get(shape.src) : null;
      return image ? new KonvaImage({ ...attrs, image }) : null;
    }
  }
}

/**
 * How far right of the page the under-text layer draws the title, whose shadow alone falls back
 * on the page: its stage is that much wider (a canvas draws nothing outside itself, shadows
 * included), and the screenshot takes the page only. Room for a shadow offset (100 at most).
 */
const shadowAway = (page: { width: number }) => Math.ceil(page.width) + 100;

/**
 * A stage of its own over the page for the title's shadow, wider than the page by shadowAway (the
 * page's own stage keeps the page's size: a canvas that large may draw pictures differently).
 */
function shadowStage(container: HTMLDivElement, page: { width: number; height: number }) {
  container.style.position = 'relative';
  const host = document.createElement('div');
  host.style.position = 'absolute';
  host.style.left = '0';
  host.style.top = '0';
  container.append(host);
  return new Konva.Stage({
    container: host,
    width: page.width + shadowAway(page) + 100,
    height: page.height,
  });
}

/**
 * The title's shadow without the title: the text drawn right of the page, its shadow offset by as
 * much back to where it falls on the canvas (a canvas shadow is offset unrotated, as the node's
 * position is), so the page keeps the shadow exactly as drawn, antialiased edges included, and
 * the document prints the glyphs as text over it. No shadow: an empty layer.
 */
function shadowOnly(shape: SceneShape, page: { width: number }): InstanceType<typeof Konva.Layer> {
  const layer = new Konva.Layer({ listening: false });
  if (shape.attrs.shadowEnabled !== true) return layer;
  const away = shadowAway(page);
  const attrs = { ...shape.attrs, listening: false } as Record<string, unknown>;
  layer.add(
    new Text({
      ...attrs,
      x: Number(attrs.x) + away,
      shadowOffsetX: Number(attrs.shadowOffsetX) - away,
    }),
  );
  layer.draw();
  return layer;
}

/** Konva's first baseline of the title (Text._sceneFunc: the font's box around 'M'). */
function baselineOf(shapes: SceneShape[]): number | null {
  const shape = shapes.find((candidate) => candidate.role === 'title');
  if (!shape) return null;
  const text = new Text({ ...shape.attrs, listening: false } as Record<string, unknown>);
  const metrics = text.measureSize('M') as Partial<TextMetrics>;
  const ascent = metrics.fontBoundingBoxAscent ?? metrics.actualBoundingBoxAscent ?? 0;
  const descent = metrics.fontBoundingBoxDescent ?? metrics.actualBoundingBoxDescent ?? 0;
  const lineHeight = text.lineHeight() * text.fontSize();
  text.destroy();
  return (ascent - descent) / 2 + lineHeight / 2;
}

/**
 * Draws `scene` into `container` at the page's size (scene coordinates, CSS px) and the screen's
 * pixel ratio. Resolves once everything is drawn; pictures that failed to load are left out and
 * named in `missing`.
 */
export async function paintScene(
  container: HTMLDivElement,
  scene: WorkshopScene,
  paint: PaintLayer = 'all',
): Promise<PaintResult> {
  const page = scenePageSize(scene.format);
  const first = sceneShapes(scene);
  // Painted again (another layer): the previous stage goes.
  container.replaceChildren();
  const [pictures] = await Promise.all([loadPictures(first), loadTitleFont(scene)]);
  const natural = (src: string) => {
    const image = pictures.get(src);
    return image ? { width: image.naturalWidth, height: image.naturalHeight } : undefined;
  };
  // Again, now that the natural sizes are known (the background's cover crop needs them).
  const shapes = sceneShapes(scene, natural).filter((shape) =>
    paint === 'all'
      ? true
      : paint === 'over-text'
        ? shape.role === 'picture'
        : shape.role !== 'picture',
  );
  Konva.pixelRatio = window.devicePixelRatio || 1;
  const stage = new Konva.Stage({ container, width: page.width, height: page.height });
  const layer = new Konva.Layer({ listening: false });
  stage.add(layer);
  const missing: string[] = [];
  for (const shape of shapes) {
    if (paint === 'under-text' && shape.role === 'title') {
      shadowStage(container, page).add(shadowOnly(shape, page));
      continue;
    }
    const node = nodeOf(shape, pictures);
    if (!node) {
      if (shape.src && !missing.includes(shape.src)) missing.push(shape.src);
      continue;
    }
    layer.add(node);
    if (shape.blur) {
      // Filters work on a cached bitmap of the node, at the stage's pixel ratio.
      node.cache({ pixelRatio: Konva.pixelRatio });
      node.filters([Blur]);
      node.blurRadius(blurRadius(shape.blur, Konva.pixelRatio));
    }
  }
  layer.draw();
  return { missing, width: page.width, height: page.height, titleBaseline: baselineOf(shapes) };
}
