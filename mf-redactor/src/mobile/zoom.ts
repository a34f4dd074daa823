import { REDACTOR_LIMITS } from '@gramota/contracts';

const { zoomMin, zoomMax, zoomStep } = REDACTOR_LIMITS;

const round = (value: number) => Math.round(value * 100) / 100;
export const clampZoom = (zoom: number) => round(Math.min(zoomMax, Math.max(zoomMin, zoom)));

/** One press of zoom in (+1) or out (-1): steps of 0.2 between 0.07 and 2 (seed 001 §5). */
export const stepZoom = (zoom: number, direction: 1 | -1) => clampZoom(zoom + direction * zoomStep);

export const canZoom = (zoom: number, direction: 1 | -1) =>
  direction === 1 ? zoom < zoomMax : zoom > zoomMin;

/**
 * The scale that shows the whole page width in `availableWidth`. Wide screens never enlarge the
 * page past its true 800 px; narrow ones shrink it (mobile zoom limits apply).
 */
export function fitScale(availableWidth: number, pageWidth: number): number {
  if (!(availableWidth > 0)) return 1;
  return Math.min(1, clampZoom(availableWidth / pageWidth));
}
