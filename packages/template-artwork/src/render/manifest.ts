import type {
  CatalogueGroup,
  Category,
  TemplateField,
  TemplateFormat,
  TemplateLanguage,
} from '@gramota/contracts';

/** The manifest's name inside the output folder. */
export const MANIFEST_FILE = 'catalogue.json';
export const MANIFEST_VERSION = 1;

/** One rendered file: its hash-bearing name, pixel size and bytes. */
export interface ManifestFile {
  file: string;
  width: number;
  height: number;
  bytes: number;
}

export interface ManifestTitle {
  key: string;
  text: string;
  /** Transparent PNG at 2x: shown at half its pixel size. */
  image: ManifestFile;
  /** Small WebP for the gallery of titles. */
  thumbnail: ManifestFile;
}

export interface ManifestTemplate {
  id: string;
  name: string;
  /** URL slug of the name. */
  tname: string;
  category: Category;
  groups: CatalogueGroup[];
  format: TemplateFormat;
  lng: TemplateLanguage;
  pro: boolean;
  region: string | null;
  /** Gallery order. */
  sort: number;
  title: string;
  font: string;
  padding: [number, number, number, number];
  content: string;
  fields: TemplateField[];
  /** JPEG, 1600 px wide. */
  background: ManifestFile;
  /** WebP, 300 px wide. */
  thumbnail: ManifestFile;
  movableTitle: { gallery: ManifestTitle[]; index: number; top: number } | null;
  /** Hash of everything above: the database sync updates a row only when it changed. */
  hash: string;
}

/** catalogue.json: what the backend loads into its templates table at start. */
export interface CatalogueManifest {
  version: typeof MANIFEST_VERSION;
  /** Hash of all template hashes: changes whenever anything in the catalogue does. */
  catalogue: string;
  templates: ManifestTemplate[];
}
