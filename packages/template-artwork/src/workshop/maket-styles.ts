// What a layout sets in a scene (contracts WorkshopMaket style_*): the frame box, the title look
// and the page colour, in the coordinates of the maket's own format (800 px wide).
import type { SceneFrame, SceneTitle } from '@gramota/scene';
import type { PageSize } from '../geometry';
import type { FrameDefinition, MaketDefinition } from './workshop.types';

export interface MaketStyles {
  type_bg: 'file' | 'other';
  /** The background preset's id ('' for a plain colour). */
  file_id: string;
  style_frame: SceneFrame;
  style_title: Omit<SceneTitle, 'text'>;
  /**
   * @gramota/scene MaketStyle content: the page colour of a layout on a plain colour (type_bg
   * 'other'); the document margins are the frame's (style_frame.margins).
   */
  style_content: { color?: string };
}

export interface MaketInputs {
  maket: MaketDefinition;
  page: PageSize;
  /** The frame picture's URL and definition when the maket has an ornament frame. */
  frame?: { url: string; definition: FrameDefinition };
  /** The background preset's id when the maket has a picture background. */
  backgroundId?: string;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function maketStyles({ maket, page, frame, backgroundId }: MaketInputs): MaketStyles {
  const k = Math.min(page.width, page.height) / 800;
  const fullPage = { width: page.width, height: page.height, posx: 0, posy: 0 };
  const common = { rotate: 0, opacity: 100 };
  let styleFrame: SceneFrame;
  if (maket.frame && 'key' in maket.frame) {
    if (!frame) throw new Error(`maket ${maket.id}: frame ${maket.frame.key} not rendered`);
    const margins = frame.definition.margins;
    styleFrame = {
      visible: true,
      src: frame.url,
      color: '#000000',
      stroke: 0,
      radius: 0,
      ...fullPage,
      ...common,
      margins: {
        top: round(margins.top * k),
        right: round(margins.right * k),
        bottom: round(margins.bottom * k),
        left: round(margins.left * k),
      },
    };
  } else if (maket.frame) {
    const inset = round(maket.frame.inset * k);
    const margin = round(maket.frame.margin * k);
    styleFrame = {
      visible: true,
      src: null,
      ...maket.frame.plain,
      width: page.width - 2 * inset,
      height: page.height - 2 * inset,
      posx: inset,
      posy: inset,
      ...common,
      margins: { top: margin, right: margin, bottom: margin, left: margin },
    };
  } else {
    // No frame: the box still keeps the document's text off the page edges.
    const margin = round(90 * k);
    styleFrame = {
      visible: false,
      src: null,
      color: '#000000',
      stroke: 0,
      radius: 0,
      ...fullPage,
      ...common,
      margins: { top: margin, right: margin, bottom: margin, left: margin },
    };
  }
  const { widthShare, topShare, ...look } = maket.title;
  const styleTitle: Omit<SceneTitle, 'text'> = {
    visible: true,
    ...look,
    width: Math.round(page.width * widthShare),
    posx: Math.round(page.width / 2),
    posy: Math.round(page.height * topShare),
  };
  const picture = 'key' in maket.background;
  if (picture && !backgroundId) throw new Error(`maket ${maket.id}: background not rendered`);
  return {
    type_bg: picture ? 'file' : 'other',
    file_id: picture ? backgroundId! : '',
    style_frame: styleFrame,
    style_title: styleTitle,
    style_content: picture ? {} : { color: (maket.background as { color: string }).color },
  };
}
