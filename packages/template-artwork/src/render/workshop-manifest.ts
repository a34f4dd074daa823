import type { ManifestFile } from './manifest';
import type { MaketStyles } from '../workshop/maket-styles';
import type { MaketFormat, Orientation } from '../workshop/workshop.types';

/** The workshop's manifest, next to catalogue.json in the output folder. */
export const WORKSHOP_MANIFEST_FILE = 'workshop.json';
export const WORKSHOP_MANIFEST_VERSION = 1;
/**
 * Every workshop file starts with this: the scene may only name files directly under
 * /data/templates/ (no folders), and the catalogue's prune leaves these to the workshop's.
 */
export const WORKSHOP_FILE_PREFIX = 'ws-';

export interface WorkshopManifestBackground {
  /** `{key}-p` or `{key}-l`: what scenes save (background.preset) and makets name (file_id). */
  id: string;
  key: string;
  name: string;
  orientation: Orientation;
  /** The fixed formats it is drawn for. */
  formats: MaketFormat[];
  /** JPEG at twice the page's CSS size. */
  image: ManifestFile;
  /** WebP, 300 px wide. */
  thumbnail: ManifestFile;
}

export interface WorkshopManifestFrame {
  /** `{key}-p` or `{key}-l`. */
  id: string;
  key: string;
  name: string;
  orientation: Orientation;
  /** Transparent PNG at twice the page's CSS size. */
  image: ManifestFile;
}

export interface WorkshopManifestMaket extends MaketStyles {
  id: number;
  format: MaketFormat;
  type: 'c' | 's' | 'm';
  name: string;
  /** The frame picture's id, or null (a plain frame or none). */
  frame: string | null;
  /** WebP preview: background, frame and a sample title. */
  thumbnail: ManifestFile;
}

export interface WorkshopManifest {
  version: typeof WORKSHOP_MANIFEST_VERSION;
  /** Hash of everything in it. */
  hash: string;
  backgrounds: WorkshopManifestBackground[];
  frames: WorkshopManifestFrame[];
  makets: WorkshopManifestMaket[];
}

/** Every file the manifest names: what the workshop's prune keeps. */
export const workshopFiles = (manifest: WorkshopManifest): ManifestFile[] => [
  ...manifest.backgrounds.flatMap((row) => [row.image, row.thumbnail]),
  ...manifest.frames.map((row) => row.image),
  ...manifest.makets.map((row) => row.thumbnail),
];
