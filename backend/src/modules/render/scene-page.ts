/**
 * The page the render engine draws a workshop scene on (issue 16: one scene renderer, not two):
 * the @gramota/scene painter (Konva, the canvas editor's shapes) on a page of the format's size at
 * the pixel density a document of that format renders at (renderGeometry), with the bundled
 * fonts. This page alone runs a script, and only the painter's file: document pages keep
 * script-src 'none'. The scene goes in as JSON data, never as code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_FONT, bundledFont } from '@gramota/doc-style';
import type { RenderNote } from '@gramota/contracts';
import type { WorkshopScene } from '@gramota/scene';
import type { BundledFontFiles } from '../redactor';
import { bundledFontFiles, renderGeometry, type RenderGeometry } from './compose';
import { RenderNoteList } from './render-notes';

/** Where the scene page loads the painter from (answered by the engine from disk). */
export const PAINTER_PATH = '/__scene__/painter.js';
export const SCENE_ELEMENT_ID = 'gramota-scene';
export const STAGE_ELEMENT_ID = 'gramota-stage';

export interface ComposedScenePage {
  html: string;
  geometry: RenderGeometry;
  /** The scene as painted (an unavailable title font replaced by the default one). */
  scene: WorkshopScene;
  notes: RenderNote[];
}

/** JSON inside <script type="application/json">: no '<' may close the element early. */
const jsonData = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

/** The scene page's HTML for `origin` (the made-up origin the engine answers for). */
export function composeScenePage(
  scene: WorkshopScene,
  origin: string,
  fonts: BundledFontFiles = bundledFontFiles(),
): ComposedScenePage {
  const notes = new RenderNoteList();
  const geometry = renderGeometry(scene.format);
  let painted = scene;
  const family = scene.title.fontfamily;
  if (scene.title.visible && (!bundledFont(family) || !fonts.has(family))) {
    notes.add({ code: 'font_unavailable', name: family, fallback: DEFAULT_FONT });
    painted = { ...scene, title: { ...scene.title, fontfamily: DEFAULT_FONT } };
  }
  const csp = [
    "default-src 'none'",
    `script-src ${origin}${PAINTER_PATH}`,
    `img-src ${origin} data:`,
    `font-src ${origin}`,
    "style-src 'unsafe-inline'",
  ].join('; ');
  const html = [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<link rel="icon" href="data:,">',
    '<title>scene</title>',
    `<style>\n${fonts.css(painted.title.fontfamily) ?? ''}\n</style>`,
    '<style>html, body { margin: 0; padding: 0; background: #fff; overflow: hidden; }</style>',
    `<script type="application/json" id="${SCENE_ELEMENT_ID}">${jsonData(painted)}</script>`,
    `<script src="${PAINTER_PATH}"></script>`,
    '</head><body>',
    `<div id="${STAGE_ELEMENT_ID}" style="width:${geometry.cssWidth}px;height:${geometry.cssHeight}px"></div>`,
    '</body></html>',
  ].join('\n');
  return { html, geometry, scene: painted, notes: notes.notes };
}

/** What the painter paints: the whole scene, or a layer of it (packages/scene paint-scene.ts). */
export type ScenePaintLayer = 'all' | 'under-text' | 'over-text';

/**
 * Page script (a string: the backend compiles without DOM types): paint and report. The
 * over-text layer is painted on a transparent page (its screenshot keeps the alpha).
 */
export const paintSceneScript = (layer: ScenePaintLayer) => `(async () => {
  if (typeof window.gramotaPaintScene !== 'function') throw new Error('painter not loaded');
  const scene = JSON.parse(document.getElementById('${SCENE_ELEMENT_ID}').textContent);
  const transparent = ${JSON.stringify(layer === 'over-text')};
  document.documentElement.style.background = transparent ? 'transparent' : '';
  document.body.style.background = transparent ? 'transparent' : '';
  const result = await window.gramotaPaintScene(
    document.getElementById('${STAGE_ELEMENT_ID}'), scene, ${JSON.stringify(layer)});
  return { missing: result.missing, titleBaseline: result.titleBaseline ?? null };
})()`;

/** What the painter reports (paintSceneScript). */
export interface ScenePainted {
  missing: string[];
  titleBaseline: number | null;
}

export const PAINT_SCENE = paintSceneScript('all');

/** The built painter bundle of @gramota/scene (npm run build -w @gramota/scene). */
export function painterBundlePath(): string {
  const dir = path.dirname(require.resolve('@gramota/scene/package.json'));
  return path.join(dir, 'dist', 'painter.js');
}

let cachedPainter: { file: string; mtimeMs: number; body: Buffer } | null = null;

/** The painter's bytes, read once (again when the file was rebuilt); null when it is not built. */
export function readPainterBundle(file = painterBundlePath()): Buffer | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  if (cachedPainter?.file === file && cachedPainter.mtimeMs === stat.mtimeMs)
    return cachedPainter.body;
  cachedPainter = { file, mtimeMs: stat.mtimeMs, body: fs.readFileSync(file) };
  return cachedPainter.body;
}
