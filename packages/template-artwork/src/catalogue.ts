// The starter catalogue: every template, in gallery order (category, then as listed).
import type { Padding, TemplateDefinition } from './catalogue.types';
import { pageSize } from './geometry';
import { certificatesOfMerit } from './templates/certificates-of-merit';
import { diplomas } from './templates/diplomas';
import { certificates } from './templates/certificates';
import { lettersOfThanks } from './templates/letters-of-thanks';
import { reportCards } from './templates/report-cards';
import { invitations } from './templates/invitations';
import { cards } from './templates/cards';

export type { MovableTitle, Padding, TemplateDefinition } from './catalogue.types';
export { pageSize, BACKGROUND_SCALE, PAGE_WIDTH, type PageSize } from './geometry';
export { artworkSvg } from './artwork/artwork';
export { titleSvg, type TitleArtwork } from './artwork/titles';
export { FONTS, isFontFamily, type FontFamily } from './fonts';

/** Category i (templates made for one school) ships empty. */
export const CATALOGUE: readonly TemplateDefinition[] = [
  ...certificatesOfMerit,
  ...diplomas,
  ...certificates,
  ...lettersOfThanks,
  ...reportCards,
  ...invitations,
  ...cards,
];

/** Gap between a movable title image and the text under it, px. */
const TITLE_GAP = 12;

/** Where the title image goes, or null when the title is text in the content. */
export function titleTop(template: TemplateDefinition): number | null {
  if (!template.movableTitle) return null;
  return template.movableTitle.top ?? template.design.titleTop(pageSize(template.format));
}

/**
 * The text box: the template's own padding, else the design's; with a movable title the text
 * starts below the title image.
 */
export function templatePadding(template: TemplateDefinition): Padding {
  const padding: Padding = [
    ...(template.padding ?? template.design.padding(pageSize(template.format))),
  ];
  const top = titleTop(template);
  const title = template.movableTitle?.gallery[template.movableTitle.index];
  if (top !== null && title) padding[0] = Math.max(padding[0], top + title.height + TITLE_GAP);
  return padding;
}
