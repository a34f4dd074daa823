/**
 * Layouts and backgrounds applied to a scene (seed 001 §4 Workshop editor): choosing a layout or a
 * background keeps the title's text and the inserted pictures; an uploaded template (layout 0)
 * has no frame or title of its own, its file is the page. A layout travels as the contract's
 * WorkshopMaket: its scene parts are JSON text (MaketStyle), checked here as strictly as a saved
 * scene, and every result is checked again (checkScene) so a bad layout never reaches the canvas.
 */
import { z } from 'zod';
import { checkScene, type SceneParse } from './parse-scene';
import { blankScene, defaultBackground, defaultFrame, defaultTitle } from './scene-defaults';
import {
  backgroundSchema,
  frameSchema,
  marginsSchema,
  titleSchema,
  type SceneBackground,
  type WorkshopScene,
} from './scene-model';
import { scenePageSize } from './workshop-formats';

/** The layout id of an uploaded template (seed 001 §3 template_data 'workshop:0'). */
export const UPLOADED_MAKET_ID = 0;

/** style_frame: the frame of the layout, any part of it (the rest: defaultFrame). */
export const maketFrameStyleSchema = frameSchema.partial();
/** style_title: the title's look and place; never its text (the user's text is kept). */
export const maketTitleStyleSchema = titleSchema.omit({ text: true }).partial();
/**
 * style_content: where the document's text goes (`margins`, the frame's margins) and, for a
 * layout on a plain colour (type_bg 'other'), that colour.
 */
export const maketContentStyleSchema = z.strictObject({
  margins: marginsSchema.optional(),
  color: backgroundSchema.shape.color.optional(),
});

export interface MaketStyle {
  frame: z.infer<typeof maketFrameStyleSchema>;
  title: z.infer<typeof maketTitleStyleSchema>;
  content: z.infer<typeof maketContentStyleSchema>;
}

/** The parts of the contract's WorkshopMaket applying needs (the package does not depend on it). */
export interface MaketLike {
  id: number;
  /** The format the layout's numbers are for (a4, a4h, a5). */
  format: string;
  type_bg: 'file' | 'other';
  file_id: string;
  style_frame: string;
  style_title: string;
  style_content: string;
}

/** The parts of the contract's WorkshopBackground applying needs. */
export interface BackgroundLike {
  id: string;
  img: string;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; field: string; reason: string };

function parsePart<T>(name: string, text: string, schema: z.ZodType<T>): Parsed<T> {
  let data: unknown;
  try {
    data = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, field: name, reason: 'not JSON' };
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = [name, ...issue.path, ...keys.slice(0, 1)].map(String).join('.');
  return { ok: false, field: path, reason: issue.message };
}

/** The layout's three JSON parts, each checked; the first bad one is named ('style_title.fontsize'). */
export function parseMaketStyle(
  maket: Pick<MaketLike, 'style_frame' | 'style_title' | 'style_content'>,
): { ok: true; style: MaketStyle } | { ok: false; field: string; reason: string } {
  const frame = parsePart('style_frame', maket.style_frame, maketFrameStyleSchema);
  if (!frame.ok) return frame;
  const title = parsePart('style_title', maket.style_title, maketTitleStyleSchema);
  if (!title.ok) return title;
  const content = parsePart('style_content', maket.style_content, maketContentStyleSchema);
  if (!content.ok) return content;
  return { ok: true, style: { frame: frame.value, title: title.value, content: content.value } };
}

/**
 * A layout's vertical numbers stretched to another page height (a custom format borrows the
 * layout of its orientation; widths are 800 on every page).
 */
function stretchY<T extends { posy?: number; height?: number }>(part: T, ratio: number): T {
  if (ratio === 1) return part;
  const stretched = { ...part };
  if (stretched.posy !== undefined) stretched.posy = Math.round(stretched.posy * ratio * 100) / 100;
  if (stretched.height !== undefined)
    stretched.height = Math.round(stretched.height * ratio * 100) / 100;
  return stretched;
}

/**
 * The scene with a layout chosen: its frame, the title's look and place, its background, the
 * document margins. The title's text and the inserted pictures stay. Layout 0 (an uploaded
 * template) hides the frame and the title and keeps the background (the uploaded page).
 */
export function applyMaket(
  scene: WorkshopScene,
  maket: MaketLike,
  backgrounds: readonly BackgroundLike[] = [],
): SceneParse {
  if (maket.id === UPLOADED_MAKET_ID) {
    return checkScene({
      ...scene,
      maket: UPLOADED_MAKET_ID,
      frame: { ...scene.frame, visible: false },
      title: { ...scene.title, visible: false },
    });
  }
  const parsed = parseMaketStyle(maket);
  if (!parsed.ok) return parsed;
  const { style } = parsed;
  const ratio = scenePageSize(scene.format).height / scenePageSize(maket.format).height;
  const frame = { ...defaultFrame(scene.format), ...stretchY(style.frame, ratio) };
  if (style.content.margins) frame.margins = { ...style.content.margins };
  let background: SceneBackground;
  if (maket.type_bg === 'file') {
    const preset = backgrounds.find((candidate) => candidate.id === maket.file_id);
    if (!preset) return { ok: false, field: 'file_id', reason: 'unknown background' };
    background = { ...defaultBackground(), src: preset.img, preset: preset.id };
  } else {
    background = { ...defaultBackground(), color: style.content.color ?? '#ffffff' };
  }
  return checkScene({
    ...scene,
    maket: maket.id,
    background,
    frame,
    title: {
      ...defaultTitle(scene.format),
      ...stretchY(style.title, ratio),
      text: scene.title.text,
    },
  });
}

/** A new template's scene: the format's blank scene with a layout applied. */
export function sceneFromMaket(
  format: string,
  maket: MaketLike,
  backgrounds: readonly BackgroundLike[] = [],
): SceneParse {
  return applyMaket(blankScene(format, maket.id), maket, backgrounds);
}

/** What the background becomes: a preset, the user's own upload, or a plain colour. */
export type BackgroundChoice =
  { preset: BackgroundLike } | { upload: { img: string } } | { color: string };

/**
 * The scene with another background. How it is drawn (cover / contain / stretch, opacity,
 * blur) is the user's setting and stays; the title and the pictures stay too.
 */
export function applyBackground(scene: WorkshopScene, choice: BackgroundChoice): SceneParse {
  let change: Partial<SceneBackground>;
  if ('preset' in choice) change = { src: choice.preset.img, preset: choice.preset.id };
  else if ('upload' in choice) change = { src: choice.upload.img, preset: '' };
  else change = { src: null, preset: '', color: choice.color };
  return checkScene({ ...scene, background: { ...scene.background, ...change } });
}

/**
 * The scene of an uploaded template (layout 0): the uploaded picture is the page (stretched to
 * it: the upload's format was chosen to match), with no frame and no title.
 */
export function uploadedTemplateScene(format: string, img: string): SceneParse {
  const blank = blankScene(format, UPLOADED_MAKET_ID);
  return checkScene({
    ...blank,
    background: { ...defaultBackground(), src: img, size: 'stretch' },
    frame: { ...blank.frame, visible: false },
    title: { ...blank.title, visible: false },
  });
}
