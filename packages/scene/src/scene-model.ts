/**
 * The workshop's scene (seed 001 §3 Template content parts): a plain JSON model of one template
 * page, what the canvas editor edits and what the render engine draws into the template's file
 * (CONVENTIONS: scenes are plain JSON models rendered by components). Coordinates are CSS px of
 * the page at 800 px wide (doc-style pageSize), whatever the format: the same numbers place a
 * shape on the canvas and in the file.
 *
 * Every number is bounded and every picture source is one of the site's own paths
 * (isScenePictureSource): a scene is data from the network, checked by parseScene on the server
 * before it is stored and again before it is drawn.
 */
import { z } from 'zod';

export const SCENE_VERSION = 1;

/** Pictures the scene may draw: the site's own artwork, uploads, QR codes and stamps. Nothing else. */
export const SCENE_PICTURE_SOURCES = [
  /** Workshop uploads and generated artwork under DATA_DIR/public/workshop/. */
  /^\/data\/workshop\/[A-Za-z0-9_-]{1,80}\.(?:png|jpe?g|webp)$/,
  /** The catalogue's artwork (makets' backgrounds and frames). */
  /^\/data\/templates\/[A-Za-z0-9_.-]{1,120}\.(?:png|jpe?g|webp)$/,
  /** The account's stamps (the server checks the owner when it draws). */
  /^\/api\/profile-stamp-file\/[A-Za-z0-9-]{1,64}\/$/,
] as const;

export function isScenePictureSource(src: string): boolean {
  return SCENE_PICTURE_SOURCES.some((pattern) => pattern.test(src));
}

export const SCENE_LIMITS = {
  /** Any coordinate: a picture may hang off the page, not off to infinity. */
  coordinate: 5000,
  /** Widths and heights of shapes. */
  size: 5000,
  minSize: 1,
  titleMax: 500,
  fontSizeMin: 6,
  fontSizeMax: 300,
  blurMax: 50,
  shadowMax: 100,
  radiusMax: 500,
  marginMax: 400,
  pictures: 60,
  qrDataMax: 500,
  fontFamilyMax: 60,
} as const;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour');
const coordinate = z.number().finite().min(-SCENE_LIMITS.coordinate).max(SCENE_LIMITS.coordinate);
const size = z.number().finite().min(SCENE_LIMITS.minSize).max(SCENE_LIMITS.size);
const rotation = z.number().finite().min(-360).max(360);
/** Percent, 0..100 (seed 001 §3: opacity 100 by default). */
const percent = z.number().finite().min(0).max(100);
const pictureSource = z.string().max(300).refine(isScenePictureSource, 'picture source');

export const marginsSchema = z.strictObject({
  top: z.number().finite().min(0).max(SCENE_LIMITS.marginMax),
  right: z.number().finite().min(0).max(SCENE_LIMITS.marginMax),
  bottom: z.number().finite().min(0).max(SCENE_LIMITS.marginMax),
  left: z.number().finite().min(0).max(SCENE_LIMITS.marginMax),
});
export type SceneMargins = z.infer<typeof marginsSchema>;

/**
 * The frame (seed 001 §3 frame): the ornament around the text, a picture of the maket (src) or,
 * without one, a plain rounded border in `color`. `margins` keep the document's text inside it:
 * they become the padding of documents made from the template.
 */
export const frameSchema = z.strictObject({
  visible: z.boolean(),
  src: pictureSource.nullable(),
  color: colour,
  /** Border width of the plain frame, px. */
  stroke: z.number().finite().min(0).max(60),
  width: size,
  height: size,
  posx: coordinate,
  posy: coordinate,
  rotate: rotation,
  opacity: percent,
  radius: z.number().finite().min(0).max(SCENE_LIMITS.radiusMax),
  margins: marginsSchema,
});
export type SceneFrame = z.infer<typeof frameSchema>;

/** How the background picture fills the page. */
export const BACKGROUND_SIZES = ['cover', 'contain', 'stretch'] as const;

/** The background (seed 001 §3 background: cover by default, blur 0, opacity 100). */
export const backgroundSchema = z.strictObject({
  src: pictureSource.nullable(),
  /** The preset's id ('' for the user's own picture or a plain colour). */
  preset: z.string().max(80),
  color: colour,
  size: z.enum(BACKGROUND_SIZES),
  opacity: percent,
  blur: z.number().finite().min(0).max(SCENE_LIMITS.blurMax),
});
export type SceneBackground = z.infer<typeof backgroundSchema>;

export const shadowSchema = z.strictObject({
  x: z.number().finite().min(-SCENE_LIMITS.shadowMax).max(SCENE_LIMITS.shadowMax),
  y: z.number().finite().min(-SCENE_LIMITS.shadowMax).max(SCENE_LIMITS.shadowMax),
  blur: z.number().finite().min(0).max(SCENE_LIMITS.shadowMax),
  color: colour,
});
export type SceneShadow = z.infer<typeof shadowSchema>;

/**
 * The title (seed 001 §3 title): one line or a few, centred on posx (its centre), top at posy.
 * `colors` is the gradient pair, top to bottom (the same colour twice: a plain colour).
 */
export const titleSchema = z.strictObject({
  visible: z.boolean(),
  text: z.string().max(SCENE_LIMITS.titleMax),
  fontfamily: z
    .string()
    .max(SCENE_LIMITS.fontFamilyMax)
    .regex(/^[A-Za-z0-9 ]+$/, 'font family'),
  fontsize: z.number().finite().min(SCENE_LIMITS.fontSizeMin).max(SCENE_LIMITS.fontSizeMax),
  bold: z.boolean(),
  italic: z.boolean(),
  underline: z.boolean(),
  uppercase: z.boolean(),
  colors: z.tuple([colour, colour]),
  shadow: shadowSchema,
  /** Width of the text box, px (the text wraps inside it, centred). */
  width: size,
  posx: coordinate,
  posy: coordinate,
  rotate: rotation,
});
export type SceneTitle = z.infer<typeof titleSchema>;

export const PICTURE_KINDS = ['uploaded', 'stamp', 'qr'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/**
 * An inserted picture (seed 001 §3: numbered 1..n; kinds uploaded, stamp, QR). Width is given;
 * the height follows the picture's own aspect (`aspect` = height / width, known from the upload).
 * A QR code is drawn from `qr` (the link) by the site's /qr/ route, square.
 */
export const pictureSchema = z.strictObject({
  id: z.number().int().min(1).max(10_000),
  kind: z.enum(PICTURE_KINDS),
  src: pictureSource.nullable(),
  qr: z.string().max(SCENE_LIMITS.qrDataMax).nullable(),
  aspect: z.number().finite().min(0.01).max(100),
  width: size,
  posx: coordinate,
  posy: coordinate,
  opacity: percent,
  rotate: rotation,
  zindex: z.number().int().min(0).max(10_000),
});
export type ScenePicture = z.infer<typeof pictureSchema>;

export const sceneSchema = z
  .strictObject({
    version: z.literal(SCENE_VERSION),
    /** a4, a4h, a5 or ni-{w}x{h} (checked against the workshop formats by parseScene). */
    format: z.string().max(20),
    /** The layout it was made from; 0: an uploaded template (no frame, background or title). */
    maket: z.number().int().min(0).max(1_000_000),
    background: backgroundSchema,
    frame: frameSchema,
    title: titleSchema,
    pictures: z.array(pictureSchema).max(SCENE_LIMITS.pictures),
  })
  .superRefine((scene, context) => {
    const ids = new Set<number>();
    for (const [index, picture] of scene.pictures.entries()) {
      if (ids.has(picture.id))
        context.addIssue({ code: 'custom', path: ['pictures', index, 'id'], message: 'repeated' });
      ids.add(picture.id);
      if (picture.kind === 'qr' && !picture.qr)
        context.addIssue({ code: 'custom', path: ['pictures', index, 'qr'], message: 'QR link' });
      if (picture.kind !== 'qr' && !picture.src)
        context.addIssue({ code: 'custom', path: ['pictures', index, 'src'], message: 'source' });
    }
  });
export type WorkshopScene = z.infer<typeof sceneSchema>;
