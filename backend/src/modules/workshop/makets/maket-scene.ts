// A layout applied to a scene (seed 001 §4: choosing a layout keeps the title's text and the
// inserted pictures). Used when a template is made from a layout and to prove, at load, that
// every shipped layout gives a scene the scene rules accept.
import type { WorkshopBackground, WorkshopMaket } from '@gramota/contracts';
import {
  scenePageSize,
  type SceneBackground,
  type SceneFrame,
  type SceneTitle,
  type WorkshopScene,
} from '@gramota/scene';

const parse = (text: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
};

/**
 * The maket's frame and title are placed for its own format's page; on a page of another height
 * (a custom 'ni-' format, or a5 using a portrait layout) the frame keeps its distance from the
 * edges and the title keeps its place as a share of the height.
 */
export function applyMaket(
  scene: WorkshopScene,
  maket: WorkshopMaket,
  backgrounds: readonly WorkshopBackground[],
): WorkshopScene {
  const page = scenePageSize(scene.format);
  const own = scenePageSize(maket.format);
  const frameStyle = parse(maket.style_frame) as Partial<SceneFrame>;
  const titleStyle = parse(maket.style_title) as Partial<SceneTitle>;
  const content = parse(maket.style_content) as { background?: Partial<SceneBackground> };

  const frame: SceneFrame = { ...scene.frame, ...frameStyle };
  const right = own.width - (frame.posx + frame.width);
  const bottom = own.height - (frame.posy + frame.height);
  frame.width = Math.max(1, page.width - frame.posx - right);
  frame.height = Math.max(1, page.height - frame.posy - bottom);

  const { text, ...keptTitle } = scene.title;
  const title: SceneTitle = { ...keptTitle, ...titleStyle, text };
  if (titleStyle.posy !== undefined)
    title.posy = Math.round((titleStyle.posy * page.height) / own.height);

  const background: SceneBackground = { ...scene.background, ...content.background };
  if (maket.type_bg === 'file') {
    const preset = backgrounds.find((candidate) => candidate.id === maket.file_id);
    background.preset = preset ? preset.id : '';
    background.src = preset ? preset.img : null;
  } else {
    background.preset = '';
    background.src = null;
  }
  return { ...scene, maket: maket.id, frame, title, background };
}
