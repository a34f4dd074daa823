import type {
  CatalogueGroup,
  Category,
  TemplateField,
  TemplateFormat,
  TemplateLanguage,
} from '@gramota/contracts';
import type { Design } from './artwork/artwork';
import type { TitleArtwork } from './artwork/titles';
import type { FontFamily } from './fonts';
import type { Padding } from './geometry';

// Padding belongs to the page geometry, which the artwork uses too (no artwork <-> types circle).
export type { Padding } from './geometry';

/** A title drawn as an image the teacher can move and swap (seed 001 §3 title_movable_gallery). */
export interface MovableTitle {
  gallery: TitleArtwork[];
  /** The gallery image chosen at first (0-based). */
  index: number;
  /** Distance from the page top to the title image's top edge, px (default: the design's). */
  top?: number;
}

/** One template of the starter catalogue, as authored. */
export interface TemplateDefinition {
  /** 'lng:id:index', e.g. 'ru:101:0'. */
  id: string;
  /** Shown on the gallery card, in the template's language. */
  name: string;
  category: Category;
  groups: CatalogueGroup[];
  format: TemplateFormat;
  lng: TemplateLanguage;
  pro: boolean;
  /** Lowercase ISO 3166-2 code for region templates (group 'region'). */
  region?: string;
  /** The default title text. */
  title: string;
  font: FontFamily;
  /** The text box; the design's own when left out. */
  padding?: Padding;
  /** Default content HTML (p, strong, em, br, span with font-size / text-align). */
  content: string;
  /** Fields mode (seed 001 §3 Field element); the content holds each as %id%. */
  fields?: TemplateField[];
  movableTitle?: MovableTitle;
  design: Design;
}
