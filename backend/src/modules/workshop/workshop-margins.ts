import { SCENE_LIMITS, scenePageSize, type SceneMargins, type WorkshopScene } from '@gramota/scene';

/** 'top,right,bottom,left' px (workshop-template-set's margins); null when it does not read. */
export function parseMargins(text: string): SceneMargins | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}(\.\d{1,2})?$/.test(part))) return null;
  const [top, right, bottom, left] = parts.map(Number) as [number, number, number, number];
  if ([top, right, bottom, left].some((px) => px > SCENE_LIMITS.marginMax)) return null;
  return { top, right, bottom, left };
}

export const marginsText = (margins: SceneMargins) =>
  [margins.top, margins.right, margins.bottom, margins.left].join(' ');

const px = (value: number) => String(Math.max(0, Math.round(value)));

/**
 * The padding of documents made from the template ('top right bottom left' px at 800 px wide, as
 * doc-style reads it): the text sits inside the frame by the frame's margins. Without a frame (an
 * uploaded template) the margins count from the page's edges.
 */
export function documentPadding(scene: WorkshopScene): string {
  const { frame } = scene;
  const { margins } = frame;
  if (!frame.visible)
    return [margins.top, margins.right, margins.bottom, margins.left].map(px).join(' ');
  const page = scenePageSize(scene.format);
  return [
    frame.posy + margins.top,
    page.width - (frame.posx + frame.width) + margins.right,
    page.height - (frame.posy + frame.height) + margins.bottom,
    frame.posx + margins.left,
  ]
    .map(px)
    .join(' ');
}
