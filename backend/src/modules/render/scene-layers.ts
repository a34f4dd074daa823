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
import { z } from 'zod';
import { escapeHtml } from '@gramota/doc-content';
import {
  TITLE_LINE_HEIGHT,
  pictureBox,
  titleSchema,
  type SceneTitle,
  type WorkshopScene,
} from '@gramota/scene';
import type { FileStore } from '../../shared/file-store';

/** Where workshop files live under DATA_DIR/public (the workshop module's WORKSHOP_PUBLIC_DIR). */
const WORKSHOP_DIR = 'workshop';
/** A workshop file's key in the file store (the workshop module's workshopFileKey). */
const workshopKey = (name: string) => `public/${WORKSHOP_DIR}/${name}`;
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
  /**
   * Konva's first baseline of the title, CSS px below its top (the painter's titleBaseline); null
   * when the painter did not say (then the CSS baseline is used as it falls).
   */
  baseline: number | null;
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
  baseline: z.number().finite().min(-1000).max(1000).nullable(),
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
 * The box the inserted pictures cover (each rotated one by its circle), in CSS px that are whole
 * device pixels (pixelStep; it may reach past the page's right and bottom edges by less than a
 * step); null when there are none on the page.
 */
export function picturesBox(
  scene: WorkshopScene,
  page: { width: number; height: number },
  deviceScaleFactor: number,
) {
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
  if (!box || box.right <= 0 || box.bottom <= 0) return null;
  if (box.left >= page.width || box.top >= page.height) return null;
  // A pixel more each way (antialiased edges stay inside), then out to whole device pixels: the
  // picture lands on the file's pixels one to one, never resampled.
  const step = pixelStep(deviceScaleFactor);
  const left = Math.max(0, Math.floor((box.left - 1) / step) * step);
  const top = Math.max(0, Math.floor((box.top - 1) / step) * step);
  const right = Math.ceil(Math.min(page.width, box.right + 1) / step) * step;
  const bottom = Math.ceil(Math.min(page.height, box.bottom + 1) / step) * step;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The smallest whole number of CSS px that is a whole number of device pixels at the render's
 * density (a hundredths value, renderGeometry): 100 at 3.11, 4 at 2.25, 1 at 3.
 */
export function pixelStep(deviceScaleFactor: number): number {
  const hundredths = Math.round(deviceScaleFactor * 100);
  return 100 / gcd(hundredths, 100);
}

/**
 * Writes the layers of page picture `pageFile` next to it in the store's public/workshop/; the
 * names written, in order.
 */
export async function writeSceneLayers(
  store: FileStore,
  pageFile: string,
  layers: SceneLayers,
): Promise<string[]> {
  const files = sceneLayerFiles(pageFile);
  const written: string[] = [];
  const write = async (name: string, body: Buffer | string, contentType: string) => {
    written.push(name);
    await store.put(workshopKey(name), body, { contentType });
  };
  try {
    await write(files.under, layers.under, 'image/jpeg');
    if (layers.over) await write(files.over, layers.over.png, 'image/png');
    const description: SceneLayersFile = {
      version: 1,
      under: files.under,
      over: layers.over ? { file: files.over, box: layers.over.box } : null,
      title: layers.title,
      baseline: layers.baseline,
    };
    // The description last: a document finds layers only once all of them are stored.
    await write(files.json, JSON.stringify(description), 'application/json');
  } catch (error) {
    (error as { written?: string[] }).written = written;
    throw error;
  }
  return written;
}

/** The layers of a document's background when it is a workshop page picture that has them. */
export async function readSceneLayers(
  store: FileStore,
  background: string | null,
): Promise<SceneLayersFile | null> {
  const match = background ? PAGE_PICTURE.exec(background) : null;
  if (!match) return null;
  const key = workshopKey(sceneLayerFiles(`${match[1]}.jpg`).json);
  // Missing (a template made before layers) or unreadable: the page prints as one picture.
  const bytes = await store.read(key).catch(() => null);
  if (!bytes) return null;
  try {
    const parsed = layersFileSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const px = (value: number) => `${Number(value.toFixed(3))}px`;

/** The title's text as Konva draws it (scene-shapes titleText). */
const titleTextOf = (title: SceneTitle) =>
  title.uppercase ? title.text.toLocaleUpperCase('ru-RU') : title.text;

/** The title's CSS box and font (shared by the layer and the measurement below). */
function titleFontCss(title: SceneTitle): string[] {
  return [
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
  ];
}

/**
 * Page script for a document page (its fonts loaded): each workshop title moved down by how far
 * Konva's baseline (data-baseline) lies below the HTML text's first baseline. Both put it at
 * (ascent - descent) / 2 + lineHeight / 2, but CSS rounds the font's ascent and descent to whole
 * px and the canvas does not; measured unrotated, on a mark of no size at the baseline.
 */
export const ALIGN_SCENE_TITLES = `(() => {
  for (const title of document.querySelectorAll('.gr-ws-title[data-baseline]')) {
    const wanted = Number(title.dataset.baseline);
    if (!Number.isFinite(wanted)) continue;
    const transform = title.style.transform;
    title.style.transform = 'none';
    const mark = document.createElement('span');
    mark.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
    title.prepend(mark);
    const baseline = mark.getBoundingClientRect().bottom - title.getBoundingClientRect().top;
    mark.remove();
    title.style.transform = transform;
    const shift = wanted - baseline;
    if (!Number.isFinite(shift) || Math.abs(shift) > 50) continue;
    // Layout places text on whole px: the whole part moves the box, the rest is a translation
    // (painted as it is, to the device pixel, as the canvas draws).
    const top = parseFloat(title.style.top) + shift;
    const whole = Math.floor(top);
    title.style.top = whole + 'px';
    // The rotation's centre stays where Konva's is: the origin moves up as the text moves down.
    const origin = title.style.transformOrigin.split(' ');
    if (origin.length === 2)
      title.style.transformOrigin = origin[0] + ' ' + (parseFloat(origin[1]) - shift) + 'px';
    title.style.transform = ('translateY(' + (top - whole) + 'px) ' + transform).trim();
  }
})()`;

/** The title as HTML text where Konva draws it (see the module comment). */
export function titleLayerHtml(title: SceneTitle, baseline: number | null = null): string {
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
    ...titleFontCss(title),
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
  const mark = baseline === null ? '' : ` data-baseline="${Number(baseline.toFixed(3))}"`;
  return `<div class="gr-ws-title"${mark} style="${escapeHtml(style.join(';'))}">${escapeHtml(text)}</div>`;
}

/** The layers over the page's background (the under picture), beneath the document's own text. */
export function sceneLayersHtml(layers: SceneLayersFile): string {
  const over = layers.over
    ? `<img class="gr-ws-over" alt="" src="/data/${WORKSHOP_DIR}/${escapeHtml(layers.over.file)}" style="position:absolute;left:${layers.over.box.x}px;top:${layers.over.box.y}px;width:${layers.over.box.width}px;height:${layers.over.box.height}px">`
    : '';
  return [
    '<div class="gr-ws-layers" style="position:absolute;left:0;top:0;width:100%;height:var(--gr-page-height);pointer-events:none">',
    titleLayerHtml(layers.title, layers.baseline),
    over,
    '</div>',
  ].join('');
}

/** The under picture's URL path (the document's background in the print). */
export const underPictureUrl = (layers: SceneLayersFile) => `/data/${WORKSHOP_DIR}/${layers.under}`;
