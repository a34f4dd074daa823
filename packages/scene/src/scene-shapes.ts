/**
 * What a scene draws, in paint order, as plain Konva configs: the one description the canvas
 * editor (react-konva components) and the render engine's painter (Konva in headless Chromium)
 * both draw from, so the template's file shows exactly what the canvas showed (issue 16: one
 * scene renderer, not two). Pure: no canvas, no DOM; pictures' natural sizes come from the caller.
 */
import { scenePageSize } from './workshop-formats';
import type { SceneBackground, ScenePicture, WorkshopScene } from './scene-model';

export type ShapeRole = 'page' | 'background' | 'frame' | 'title' | 'picture';
export type ShapeAttrValue = number | string | boolean | readonly (number | string)[];
/** A Konva node config: numbers, strings, booleans and the gradient's stop list only. */
export type ShapeAttrs = Readonly<Record<string, ShapeAttrValue>>;

export interface SceneShape {
  kind: 'rect' | 'image' | 'text';
  /** Stable across edits (React keys, the editor's selection). */
  key: string;
  role: ShapeRole;
  pictureId?: number;
  /** Image shapes: the picture to load (a site path; QR codes from /qr/). */
  src?: string;
  /** Blur radius (Konva.Filters.Blur on a cached node); absent when 0. */
  blur?: number;
  attrs: ShapeAttrs;
}

export interface Size {
  width: number;
  height: number;
}
export interface Box extends Size {
  x: number;
  y: number;
}

/** A picture's natural pixel size, once it is loaded (undefined before). */
export type NaturalSize = (src: string) => Size | undefined;

/** Konva's line height of the title: its box height is lines × size × this. */
export const TITLE_LINE_HEIGHT = 1.2;

/**
 * Konva's blur radius for a shape's `blur` (CSS px) on a bitmap cached at `pixelRatio`: the blur
 * looks the same on a 1x screen, a 2x screen and the render's print density.
 */
export function blurRadius(blur: number, pixelRatio: number): number {
  return Math.round(blur * pixelRatio);
}

const opacity = (percent: number) => Math.max(0, Math.min(1, percent / 100));

/** Where an inserted picture is loaded from: its upload or stamp, or the site's QR picture. */
export function pictureSource(picture: ScenePicture): string {
  if (picture.kind === 'qr') return `/qr/?data=${encodeURIComponent(picture.qr ?? '')}`;
  return picture.src ?? '';
}

/** An inserted picture's box before rotation (a QR code is square). */
export function pictureBox(picture: ScenePicture): Box {
  const height = picture.kind === 'qr' ? picture.width : picture.width * picture.aspect;
  return { x: picture.posx, y: picture.posy, width: picture.width, height };
}

/** The title's text as drawn (uppercase applied). */
export function titleText(scene: WorkshopScene): string {
  const { text, uppercase } = scene.title;
  return uppercase ? text.toLocaleUpperCase('ru-RU') : text;
}

/**
 * The title's box before rotation: `width` wide, centred on posx, top at posy, as tall as its
 * lines (lines it wraps into are not counted: the canvas shows the real box when selected).
 */
export function titleBox(scene: WorkshopScene): Box {
  const { title } = scene;
  const lines = Math.max(1, titleText(scene).split('\n').length);
  const height = lines * title.fontsize * TITLE_LINE_HEIGHT;
  return { x: title.posx - title.width / 2, y: title.posy, width: title.width, height };
}

/** The CSS / Konva font style of the title: 'normal', 'bold', 'italic' or 'italic bold'. */
export function titleFontStyle(scene: WorkshopScene): string {
  const { bold, italic } = scene.title;
  return [italic ? 'italic' : '', bold ? 'bold' : ''].filter(Boolean).join(' ') || 'normal';
}

/** The font a browser must have loaded before the title is drawn (document.fonts.load). */
export function titleFontQuery(scene: WorkshopScene): string {
  return `${titleFontStyle(scene)} ${scene.title.fontsize}px "${scene.title.fontfamily}"`;
}

/** Position, size and rotation around the box's centre, as Konva places a node. */
function centred(box: Box, rotate: number): Record<string, number> {
  return {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
    width: box.width,
    height: box.height,
    offsetX: box.width / 2,
    offsetY: box.height / 2,
    rotation: rotate,
  };
}

/**
 * The background picture's placement on the page: cover (fills the page, cut to its aspect, by
 * default), contain (whole, centred) or stretch. Before its natural size is known: stretched.
 */
export function backgroundPlacement(
  background: Pick<SceneBackground, 'size'>,
  page: Size,
  natural: Size | undefined,
): Record<string, number> {
  const full = { x: 0, y: 0, width: page.width, height: page.height };
  if (!natural || natural.width <= 0 || natural.height <= 0 || background.size === 'stretch')
    return full;
  if (background.size === 'contain') {
    const scale = Math.min(page.width / natural.width, page.height / natural.height);
    const width = natural.width * scale;
    const height = natural.height * scale;
    return { x: (page.width - width) / 2, y: (page.height - height) / 2, width, height };
  }
  const scale = Math.max(page.width / natural.width, page.height / natural.height);
  // Clamped: float noise must not ask Konva for a crop a hair outside the picture.
  const cropWidth = Math.min(natural.width, page.width / scale);
  const cropHeight = Math.min(natural.height, page.height / scale);
  return {
    ...full,
    cropX: Math.max(0, (natural.width - cropWidth) / 2),
    cropY: Math.max(0, (natural.height - cropHeight) / 2),
    cropWidth,
    cropHeight,
  };
}

function backgroundShapes(scene: WorkshopScene, natural: NaturalSize): SceneShape[] {
  const page = scenePageSize(scene.format);
  const { background } = scene;
  const shapes: SceneShape[] = [
    {
      kind: 'rect',
      key: 'page',
      role: 'page',
      attrs: { x: 0, y: 0, width: page.width, height: page.height, fill: background.color },
    },
  ];
  if (background.src) {
    shapes.push({
      kind: 'image',
      key: 'background',
      role: 'background',
      src: background.src,
      ...(background.blur > 0 ? { blur: background.blur } : {}),
      attrs: {
        ...backgroundPlacement(background, page, natural(background.src)),
        opacity: opacity(background.opacity),
      },
    });
  }
  return shapes;
}

function frameShape(scene: WorkshopScene): SceneShape | null {
  const { frame } = scene;
  if (!frame.visible) return null;
  const box = { x: frame.posx, y: frame.posy, width: frame.width, height: frame.height };
  if (frame.src) {
    return {
      kind: 'image',
      key: 'frame',
      role: 'frame',
      src: frame.src,
      attrs: { ...centred(box, frame.rotate), opacity: opacity(frame.opacity) },
    };
  }
  // The border is drawn inside the frame's box (Konva strokes straddle the outline).
  const inset = Math.min(frame.stroke / 2, box.width / 2, box.height / 2);
  const inner = {
    x: box.x + inset,
    y: box.y + inset,
    width: Math.max(0, box.width - 2 * inset),
    height: Math.max(0, box.height - 2 * inset),
  };
  return {
    kind: 'rect',
    key: 'frame',
    role: 'frame',
    attrs: {
      ...centred(inner, frame.rotate),
      stroke: frame.color,
      strokeWidth: frame.stroke,
      cornerRadius: frame.radius,
      opacity: opacity(frame.opacity),
    },
  };
}

function titleShape(scene: WorkshopScene): SceneShape | null {
  const { title } = scene;
  const text = titleText(scene);
  if (!title.visible || text.trim() === '') return null;
  const box = titleBox(scene);
  const { shadow } = title;
  return {
    kind: 'text',
    key: 'title',
    role: 'title',
    attrs: {
      // No height: Konva grows a text to its wrapped lines (a fixed one would cut them off).
      x: title.posx,
      y: box.y + box.height / 2,
      width: box.width,
      offsetX: box.width / 2,
      offsetY: box.height / 2,
      rotation: title.rotate,
      text,
      fontFamily: title.fontfamily,
      fontSize: title.fontsize,
      fontStyle: titleFontStyle(scene),
      textDecoration: title.underline ? 'underline' : '',
      align: 'center',
      lineHeight: TITLE_LINE_HEIGHT,
      wrap: 'word',
      fill: title.colors[0],
      fillPriority: 'linear-gradient',
      fillLinearGradientStartPointX: 0,
      fillLinearGradientStartPointY: 0,
      fillLinearGradientEndPointX: 0,
      fillLinearGradientEndPointY: box.height,
      fillLinearGradientColorStops: [0, title.colors[0], 1, title.colors[1]],
      shadowEnabled: shadow.x !== 0 || shadow.y !== 0 || shadow.blur !== 0,
      shadowColor: shadow.color,
      shadowOffsetX: shadow.x,
      shadowOffsetY: shadow.y,
      shadowBlur: shadow.blur,
      shadowOpacity: 1,
    },
  };
}

/** Inserted pictures bottom to top (z-order, then number). */
export function picturesInPaintOrder(scene: WorkshopScene): ScenePicture[] {
  return [...scene.pictures].sort((a, b) => a.zindex - b.zindex || a.id - b.id);
}

function pictureShape(picture: ScenePicture): SceneShape {
  return {
    kind: 'image',
    key: `picture-${picture.id}`,
    role: 'picture',
    pictureId: picture.id,
    src: pictureSource(picture),
    attrs: { ...centred(pictureBox(picture), picture.rotate), opacity: opacity(picture.opacity) },
  };
}

/**
 * Everything the scene draws, bottom to top: the page's colour, the background picture, the
 * frame, the title, then the inserted pictures by z-order. Hidden parts are left out.
 */
export function sceneShapes(
  scene: WorkshopScene,
  natural: NaturalSize = () => undefined,
): SceneShape[] {
  const shapes = backgroundShapes(scene, natural);
  const frame = frameShape(scene);
  if (frame) shapes.push(frame);
  const title = titleShape(scene);
  if (title) shapes.push(title);
  for (const picture of picturesInPaintOrder(scene)) shapes.push(pictureShape(picture));
  return shapes;
}
