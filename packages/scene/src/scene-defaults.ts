/**
 * The workshop's defaults (seed 001 §9): the title 'Certificate' in its Russian wording in
 * Philosopher 40 with a 0,2,2 grey shadow; stamps 150 px wide; QR codes 100 px wide, 120 px from
 * the bottom-right corner; the default layout of each format (a5 → 2, a4 → 50, a4h → 53).
 */
import { layoutFormatOf, scenePageSize } from './workshop-formats';
import {
  SCENE_VERSION,
  type SceneBackground,
  type SceneFrame,
  type ScenePicture,
  type SceneTitle,
  type WorkshopScene,
} from './scene-model';

export const DEFAULT_MAKET_BY_FORMAT = { a5: 2, a4: 50, a4h: 53 } as const;

/** The default layout of a format; custom formats take the one of their orientation. */
export function defaultMaketId(format: string): number {
  return DEFAULT_MAKET_BY_FORMAT[layoutFormatOf(format)];
}

export const DEFAULT_TITLE_TEXT = 'Сертификат';
export const DEFAULT_TITLE_FONT = 'Philosopher';
export const DEFAULT_TITLE_SIZE = 40;
export const DEFAULT_SHADOW = { x: 0, y: 2, blur: 2, color: '#808080' } as const;

export const STAMP_WIDTH = { initial: 150, min: 50, max: 200 } as const;
export const QR_WIDTH = 100;
/** The QR code's bottom-right corner sits this far from the page's bottom-right corner. */
export const QR_CORNER_OFFSET = 120;
/** Arrow keys move the selection this far (with Ctrl, Meta or Shift: the larger step). */
export const ARROW_STEP = { small: 1, large: 10 } as const;

export function defaultTitle(format: string): SceneTitle {
  const page = scenePageSize(format);
  const width = Math.round(page.width * 0.8);
  return {
    visible: true,
    text: DEFAULT_TITLE_TEXT,
    fontfamily: DEFAULT_TITLE_FONT,
    fontsize: DEFAULT_TITLE_SIZE,
    bold: false,
    italic: false,
    underline: false,
    uppercase: false,
    colors: ['#1f3a93', '#1f3a93'],
    shadow: { ...DEFAULT_SHADOW },
    width,
    posx: Math.round(page.width / 2),
    posy: Math.round(page.height * 0.18),
    rotate: 0,
  };
}

export function defaultBackground(): SceneBackground {
  return { src: null, preset: '', color: '#ffffff', size: 'cover', opacity: 100, blur: 0 };
}

/** A plain frame 40 px inside the page, text kept 60 px inside the frame. */
export function defaultFrame(format: string): SceneFrame {
  const page = scenePageSize(format);
  const inset = 40;
  return {
    visible: true,
    src: null,
    color: '#1f3a93',
    stroke: 4,
    width: page.width - 2 * inset,
    height: page.height - 2 * inset,
    posx: inset,
    posy: inset,
    rotate: 0,
    opacity: 100,
    radius: 0,
    margins: { top: 60, right: 60, bottom: 60, left: 60 },
  };
}

/** A blank scene of a format (before a layout is applied). */
export function blankScene(format: string, maket = defaultMaketId(format)): WorkshopScene {
  return {
    version: SCENE_VERSION,
    format,
    maket,
    background: defaultBackground(),
    frame: defaultFrame(format),
    title: defaultTitle(format),
    pictures: [],
  };
}

/** The next picture number (1..n) and the top of the z-order. */
function nextPicture(scene: WorkshopScene): { id: number; zindex: number } {
  const id = scene.pictures.reduce((max, picture) => Math.max(max, picture.id), 0) + 1;
  const zindex = scene.pictures.reduce((max, picture) => Math.max(max, picture.zindex), 0) + 1;
  return { id, zindex };
}

/** A new uploaded picture or stamp, centred on the page (a stamp 150 px wide). */
export function newPicture(
  scene: WorkshopScene,
  kind: 'uploaded' | 'stamp',
  src: string,
  aspect: number,
): ScenePicture {
  const page = scenePageSize(scene.format);
  const width =
    kind === 'stamp' ? STAMP_WIDTH.initial : Math.min(300, Math.round(page.width * 0.35));
  return {
    ...nextPicture(scene),
    kind,
    src,
    qr: null,
    aspect,
    width,
    posx: Math.round((page.width - width) / 2),
    posy: Math.round((page.height - width * aspect) / 2),
    opacity: 100,
    rotate: 0,
  };
}

/** A new QR code: 100 px wide, its bottom-right corner 120 px from the page's. */
export function newQrPicture(scene: WorkshopScene, link: string): ScenePicture {
  const page = scenePageSize(scene.format);
  return {
    ...nextPicture(scene),
    kind: 'qr',
    src: null,
    qr: link,
    aspect: 1,
    width: QR_WIDTH,
    posx: page.width - QR_CORNER_OFFSET - QR_WIDTH,
    posy: page.height - QR_CORNER_OFFSET - QR_WIDTH,
    opacity: 100,
    rotate: 0,
  };
}
