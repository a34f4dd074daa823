/**
 * The ruler's sliders (seed 001 §5, §9): a track from SLIDER.min to SLIDER.max in SLIDER.step
 * steps; the left handle stays at or below SLIDER.leftMax, the right one at or above SLIDER.rightMin.
 */
export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

export type HandleSide = 'left' | 'right';

/** The range one handle may take. */
export function handleRange(
  side: HandleSide,
  track: SliderBounds,
  leftMax: number,
  rightMin: number,
): { min: number; max: number } {
  return side === 'left' ? { min: track.min, max: leftMax } : { min: rightMin, max: track.max };
}

/** Snapped to the step and kept inside the range. */
export function snapToRange(value: number, range: { min: number; max: number }, step: number) {
  const snapped = Math.round(value / step) * step;
  return Math.min(range.max, Math.max(range.min, snapped));
}

/** The value a key press asks for, or null for a key the slider does not use (WAI-ARIA slider). */
export function valueForKey(
  key: string,
  value: number,
  range: { min: number; max: number },
  step: number,
): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return snapToRange(value - step, range, step);
    case 'ArrowRight':
    case 'ArrowUp':
      return snapToRange(value + step, range, step);
    case 'PageDown':
      return snapToRange(value - step * 10, range, step);
    case 'PageUp':
      return snapToRange(value + step * 10, range, step);
    case 'Home':
      return range.min;
    case 'End':
      return range.max;
    default:
      return null;
  }
}

/** Where a pointer at clientX sits on a track drawn at `rect` (transforms included). */
export function valueAtPointer(
  clientX: number,
  rect: { left: number; width: number },
  track: SliderBounds,
) {
  if (rect.width <= 0) return track.min;
  return track.min + ((clientX - rect.left) / rect.width) * (track.max - track.min);
}

/** A handle's position along the track, percent from the left. */
export const positionPercent = (value: number, track: SliderBounds) =>
  ((value - track.min) / (track.max - track.min)) * 100;
