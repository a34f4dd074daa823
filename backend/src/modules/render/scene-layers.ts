/**
 * A workshop template's page in layers (issue 30 item 8), so a document made from it prints its
 * title as real, selectable text with the font embedded, not as pixels of one picture:
 *   under  the page, background and frame with the title's shadow (JPEG, the page's pixel size)
 *   title  the title as HTML text, placed, sized, wrapped, coloured and rotated as Konva draws it
 *          (scene-shapes titleShape: centred box, line height 1.2, the baseline where Konva puts
 *          it, which is where CSS puts it for the same line height)
 *   over   the inserted pictures (PNG with alpha, cut to their box), above the title as on canvas
 * The render engine paints the layers when it makes the template's page picture (renderScene);
 * the workshop writes them next to it ({name}_u.jpg, {name}_o.png, {name}.layers.json); a
 * document whose background is that page picture is composed from them (composeDocumentHtml).
 * A template made before has no layers file and prints its one picture as before.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { escapeHtml } from '@gramota/doc-content';
import {
  TITLE_LINE_HEIGHT,
  pictureBox,
  titleSchema,
  type SceneTitle,
  type WorkshopScene,
} from '@gramota/scene';

/** Where workshop files live under DATA_DIR/public (the workshop module's WORKSHOP_PUBLIC_DIR). */
const WORKSHOP_DIR = 'workshop';
const PAGE_PICTURE = /^\/data\/workshop\/([A-Za-z0-9_-]{1,80})\.jpg$/;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What renderScene paints besides the page picture. */
export interface SceneLayers {
  under: Buffer;
  over: { png: Buffer; box: Box } | null;
  /** The title as painted (an unavailable font already replaced). */
  title: SceneTitle;
}

const boxSchema = z.strictObject({
  x: z.number().int().min(0).max(5000),
  y: z.number().int().min(0).max(5000),
  width: z.number().int().min(1).max(5000),
  height: z.number().int().min(1).max(5000),
});

const layersFileSchema = z.strictObject({
  version: z.literal(1),
  under: z.string().regex(/^[A-Za-z0-9_-]{1,90}\.jpg$/),
  over: z
    .strictObject({ file: z.string().regex(/^[A-Za-z0-9_-]{1,90}\.png$/), box: boxSchema })
    .nullable(),
  title: titleSchema,
});
export type SceneLayersFile = z.infer<typeof layersFileSchema>;

/** The layer files of a page picture named `{name}.jpg`. */
export function sceneLayerFiles(pageFile: string): { under: string; over: string; json: string } {
  const name = pageFile.replace(/\.jpg$/, '');
  return { under: `${name}_u.jpg`, over: `${name}_o.png`, json: `${name}.layers.json` };
}

/** The title is drawn at all (visible, with text). */
export function hasTitleText(scene: WorkshopScene): boolean {
  return scene.title.visible && scene.title.text.trim() !== '';
}

/**
 * The box the inserted pictures cover (each rotated one by its circle), in whole CSS px inside the
 * page; null when there are none on the page.
 */
export function picturesBox(scene: WorkshopScene, page: { width: number; height: number }) {
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  for (const picture of scene.pictures) {
    const { x, y, width, height } = pictureBox(picture);
    const straight = picture.rotate % 360 === 0;
    const reach = straight ? 0 : Math.hypot(width, height) / 2;
    const cx = x + width / 2;
    const cy = y + height / 2;
    const half = straight ? { w: width / 2, h: height / 2 } : { w: reach, h: reach };
    const next = { left: cx - half.w, top: cy - half.h, right: cx + half.w, bottom: cy + half.h };
    box = box
      ? {
          left: Math.min(box.left, next.left),
          top: Math.min(box.top, next.top),
          right: Math.max(box.right, next.right),
          bottom: Math.max(box.bottom, next.bottom),
        }
      : next;
  }
  if (!box) return null;
  // A pixel more each way: antialiased edges stay inside.
  const left = Math.max(0, Math.floor(box.left) - 1);
  const top = Math.max(0, Math.floor(box.top) - 1);
  const right = Math.min(page.width, Math.ceil(box.right) + 1);
  const bottom = Math.min(page.height, Math.ceil(box.bottom) + 1);
  if (right <= left || bottom <= top) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Writes the layers of page picture `pageFile` into `dir`; the names written, in order. */
export async function writeSceneLayers(
  dir: string,
  pageFile: string,
  layers: SceneLayers,
): Promise<string[]> {
  const files = sceneLayerFiles(pageFile);
  const written: string[] = [];
  const write = async (name: string, body: Buffer | string) => {
    written.push(name);
    await fs.writeFile(path.join(dir, name), body);
  };
  try {
    await write(files.under, layers.under);
    if (layers.over) await write(files.over, layers.over.png);
    const description: SceneLayersFile = {
      version: 1,
      under: files.under,
      over: layers.over ? { file: files.over, box: layers.over.box } : null,
      title: layers.title,
    };
    // The description last: a document finds layers only once all of them are on disk.
    await write(files.json, JSON.stringify(description));
  } catch (error) {
    (error as { written?: string[] }).written = written;
    throw error;
  }
  return written;
}

/** The layers of a document's background when it is a workshop page picture that has them. */
export async function readSceneLayers(
  dataDir: string,
  background: string | null,
): Promise<SceneLayersFile | null> {
  const match = background ? PAGE_PICTURE.exec(background) : null;
  if (!match) return null;
  const file = path.join(dataDir, 'public', WORKSHOP_DIR, sceneLayerFiles(`${match[1]}.jpg`).json);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = layersFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const px = (value: number) => `${Number(value.toFixed(3))}px`;

/** The title's text as Konva draws it (scene-shapes titleText). */
const titleTextOf = (title: SceneTitle) =>
  title.uppercase ? title.text.toLocaleUpperCase('ru-RU') : title.text;

/** The title as HTML text where Konva draws it (see the module comment). */
export function titleLayerHtml(title: SceneTitle): string {
  const text = titleTextOf(title);
  if (!title.visible || text.trim() === '') return '';
  const lines = Math.max(1, text.split('\n').length);
  const height = lines * title.fontsize * TITLE_LINE_HEIGHT;
  const [top, bottom] = title.colors;
  const style = [
    'position:absolute',
    'margin:0',
    'padding:0',
    `left:${px(title.posx - title.width / 2)}`,
    `top:${px(title.posy)}`,
    `width:${px(title.width)}`,
    `font-family:'${title.fontfamily}'`,
    `font-size:${px(title.fontsize)}`,
    `font-weight:${title.bold ? 700 : 400}`,
    `font-style:${title.italic ? 'italic' : 'normal'}`,
    `line-height:${TITLE_LINE_HEIGHT}`,
    'letter-spacing:0',
    'text-align:center',
    'white-space:pre-wrap',
    'overflow-wrap:break-word',
    'font-kerning:normal',
    // Konva's underline: centred fontSize / 4 under the baseline, fontSize / 15 thick, solid,
    // in the gradient's colour there (its bottom colour: the line lies at the box's foot).
    title.underline
      ? [
          'text-decoration-line:underline',
          `text-decoration-color:${bottom}`,
          `text-decoration-thickness:${px(title.fontsize / 15)}`,
          `text-underline-offset:${px(Math.round(title.fontsize / 4) - title.fontsize / 30)}`,
          'text-decoration-skip-ink:none',
        ].join(';')
      : 'text-decoration:none',
    title.rotate
      ? `transform-origin:${px(title.width / 2)} ${px(height / 2)};transform:rotate(${title.rotate}deg)`
      : '',
    // Konva's gradient runs from the box's top to its unwrapped height, then keeps its last colour.
    top === bottom
      ? `color:${top}`
      : `color:transparent;-webkit-text-fill-color:transparent;background-image:linear-gradient(180deg,${top} 0px,${bottom} ${px(height)});-webkit-background-clip:text;background-clip:text`,
  ].filter(Boolean);
  return `<div class="gr-ws-title" style="${escapeHtml(style.join(';'))}">${escapeHtml(text)}</div>`;
}

/** The layers over the page's background (the under picture), beneath the document's own text. */
export function sceneLayersHtml(layers: SceneLayersFile): string {
  const over = layers.over
    ? `<img class="gr-ws-over" alt="" src="/data/${WORKSHOP_DIR}/${escapeHtml(layers.over.file)}" style="position:absolute;left:${layers.over.box.x}px;top:${layers.over.box.y}px;width:${layers.over.box.width}px;height:${layers.over.box.height}px">`
    : '';
  return [
    '<div class="gr-ws-layers" style="position:absolute;left:0;top:0;width:100%;height:var(--gr-page-height);pointer-events:none">',
    titleLayerHtml(layers.title),
    over,
    '</div>',
  ].join('');
}

/** The under picture's URL path (the document's background in the print). */
export const underPictureUrl = (layers: SceneLayersFile) => `/data/${WORKSHOP_DIR}/${layers.under}`;
