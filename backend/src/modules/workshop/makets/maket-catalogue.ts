// The shipped layouts and background presets (contracts WorkshopMaket / WorkshopBackground),
// read once from workshop.json beside the starter catalogue's manifest. A layout whose scene the
// scene rules refuse is left out and logged: the editor never gets a layout it cannot save.
import fs from 'node:fs';
import path from 'node:path';
import { templateFileUrl, type WorkshopBackground, type WorkshopMaket } from '@gramota/contracts';
import {
  isWorkshopFormat,
  layoutFormatOf,
  sceneFromMaket,
  type WorkshopScene,
} from '@gramota/scene';
import type { Logger } from '../../../logger';
import {
  WORKSHOP_MANIFEST_FILE,
  workshopManifestSchema,
  type WorkshopManifestData,
} from './workshop-manifest.schema';

export interface WorkshopPresetFile {
  file: string;
  width: number;
  height: number;
  bytes: number;
}

export class MaketCatalogue {
  private readonly makets: WorkshopMaket[] = [];
  private readonly backgrounds: WorkshopBackground[];
  /** Every file the presets name (the build must have made them). */
  readonly files: WorkshopPresetFile[] = [];

  constructor(manifest: WorkshopManifestData, logger?: Pick<Logger, 'warn'>) {
    this.backgrounds = manifest.backgrounds.map((row) => ({
      id: row.id,
      name: row.name,
      img: templateFileUrl(row.image.file),
      thumb: templateFileUrl(row.thumbnail.file),
      formats: [...row.formats],
    }));
    this.files.push(
      ...manifest.backgrounds.flatMap((row) => [row.image, row.thumbnail]),
      ...manifest.frames.map((row) => row.image),
    );
    const seen = new Set<number>();
    for (const row of manifest.makets) {
      const maket: WorkshopMaket = {
        id: row.id,
        format: row.format,
        type: row.type,
        name: row.name,
        type_bg: row.type_bg,
        file_id: row.file_id,
        thumb: templateFileUrl(row.thumbnail.file),
        style_frame: JSON.stringify(row.style_frame),
        style_title: JSON.stringify(row.style_title),
        style_content: JSON.stringify(row.style_content),
      };
      const problem = this.problemOf(maket, seen);
      if (problem) {
        logger?.warn({ maket: row.id, problem }, 'workshop layout left out');
        continue;
      }
      seen.add(maket.id);
      this.makets.push(maket);
      this.files.push(row.thumbnail);
    }
  }

  private problemOf(maket: WorkshopMaket, seen: Set<number>): string | null {
    if (seen.has(maket.id)) return 'repeated id';
    if (maket.type_bg === 'file' && !this.backgrounds.some((bg) => bg.id === maket.file_id))
      return `no background ${maket.file_id}`;
    const checked = sceneFromMaket(maket.format, maket, this.backgrounds);
    return checked.ok ? null : `scene ${checked.field}: ${checked.reason}`;
  }

  /**
   * A new template's scene (the workshop module's WorkshopMakets): the format's blank scene with
   * the layout applied; null for an unknown layout or one of another kind of page (a5 takes a5's,
   * a4 and portrait 'ni-' formats a4's, landscape ones a4h's).
   */
  newScene(format: string, maketId: number): WorkshopScene | null {
    const maket = this.findMaket(maketId);
    if (!maket || !isWorkshopFormat(format) || maket.format !== layoutFormatOf(format)) return null;
    const scene = sceneFromMaket(format, maket, this.backgrounds);
    return scene.ok ? scene.scene : null;
  }

  findMaket(id: number): WorkshopMaket | undefined {
    return this.makets.find((maket) => maket.id === id);
  }

  /** The layouts of a format; custom 'ni-' formats get those of their orientation. */
  maketsOf(format: string): WorkshopMaket[] {
    if (!isWorkshopFormat(format)) return [];
    const fixed = layoutFormatOf(format);
    return this.makets.filter((maket) => maket.format === fixed);
  }

  allMakets(): WorkshopMaket[] {
    return [...this.makets];
  }

  backgroundPresets(): WorkshopBackground[] {
    return [...this.backgrounds];
  }

  findBackground(id: string): WorkshopBackground | undefined {
    return this.backgrounds.find((background) => background.id === id);
  }

  /** The presets drawn for a format's orientation (a5 and portrait 'ni-' pages take a4's). */
  backgroundsFor(format: string): WorkshopBackground[] {
    if (!isWorkshopFormat(format)) return [];
    const fixed = layoutFormatOf(format);
    const drawnFor = fixed === 'a4h' ? 'a4h' : 'a4';
    return this.backgrounds.filter(
      (background) => background.formats.length === 0 || background.formats.includes(drawnFor),
    );
  }
}

/** An empty catalogue: what the workshop offers when the build made no manifest. */
export const EMPTY_WORKSHOP_MANIFEST: WorkshopManifestData = {
  version: 1,
  hash: '',
  backgrounds: [],
  frames: [],
  makets: [],
};

/**
 * Reads workshop.json from the catalogue's output folder. A missing or broken manifest is logged
 * and gives an empty catalogue (the app still starts; the editor shows no presets).
 */
export function loadMaketCatalogue(
  catalogueDir: string,
  logger?: Pick<Logger, 'warn' | 'error'>,
): MaketCatalogue {
  const file = path.join(catalogueDir, WORKSHOP_MANIFEST_FILE);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    logger?.error({ err: error, file }, 'the workshop layouts could not be read');
    return new MaketCatalogue(EMPTY_WORKSHOP_MANIFEST, logger);
  }
  const parsed = workshopManifestSchema.safeParse(data);
  if (!parsed.success) {
    logger?.error({ file, issue: parsed.error.issues[0] }, 'the workshop layouts are malformed');
    return new MaketCatalogue(EMPTY_WORKSHOP_MANIFEST, logger);
  }
  return new MaketCatalogue(parsed.data, logger);
}
