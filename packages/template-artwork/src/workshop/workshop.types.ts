import type { SceneFrame, SceneTitle } from '@gramota/scene';
import type { Artwork } from '../artwork/artwork';

/** Backgrounds and frames are drawn once per page orientation: portrait serves a4 and a5. */
export type Orientation = 'portrait' | 'landscape';
export const ORIENTATIONS: readonly Orientation[] = ['portrait', 'landscape'];

/** The fixed workshop formats (seed 001 §3), the ones makets are made for. */
export type MaketFormat = 'a4' | 'a4h' | 'a5';
export const orientationOf = (format: MaketFormat): Orientation =>
  format === 'a4h' ? 'landscape' : 'portrait';

/**
 * A background preset: a full-page picture without text and without the frame ornament (the
 * frame is its own layer of the scene). `draw` gets the page in scene units (800 wide) and scales
 * by min(width, height) / 800 like the catalogue's designs.
 */
export interface BackgroundDefinition {
  /** Stable key; the preset ids are `{key}-p` (portrait) and `{key}-l` (landscape). */
  key: string;
  /** Shown in the editor's background list (Russian: the seeds' language). */
  name: string;
  draw: Artwork;
}

/** A frame ornament: drawn over a transparent page, the middle left empty for the text. */
export interface FrameDefinition {
  key: string;
  name: string;
  draw: Artwork;
  /** Where text may go inside the frame picture, px at 800 wide (scaled on landscape). */
  margins: { top: number; right: number; bottom: number; left: number };
}

/** The title part of a maket: a SceneTitle without the text and the place (posy is a share). */
export type MaketTitleStyle = Omit<SceneTitle, 'text' | 'visible' | 'posx' | 'posy' | 'width'> & {
  /** Width of the title box as a share of the page width. */
  widthShare: number;
  /** Top of the title as a share of the page height. */
  topShare: number;
};

/**
 * A layout (seed 001 §3 Maket). c: ornamental frame picture + background picture; s: strict,
 * a plain ruled frame on a colour; m: minimal, a background picture with a thin frame or none.
 */
export interface MaketDefinition {
  /** Stable: saved in templates (scene.maket). 2, 50 and 53 are the formats' defaults. */
  id: number;
  format: MaketFormat;
  type: 'c' | 's' | 'm';
  name: string;
  /** A background key ('file') or a plain colour ('other'). */
  background: { key: string } | { color: string };
  /** A frame key (picture over the page), a plain ruled frame, or none. */
  frame:
    | { key: string }
    | { plain: Pick<SceneFrame, 'color' | 'stroke' | 'radius'>; inset: number; margin: number }
    | null;
  title: MaketTitleStyle;
}
