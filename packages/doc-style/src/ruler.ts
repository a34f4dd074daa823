/**
 * The page-margin ruler above the editor (seed 001 §2, §5, §9): two handles on an axis of
 * -400..400 px with 0 at the page centre, one pair for the page margins and one for the active
 * paragraph's. A handle sits where the text edge is: left = marginLeft - 400, right = 400 -
 * marginRight, and the handles keep at least 200 px of text between them.
 */
import { CUSTOM_FORMAT_PREFIX } from './page-formats';
import { PAGE_WIDTH_PX } from './page-geometry';
import { parsePadding, type Padding } from './margins';

const HALF_PAGE_PX = PAGE_WIDTH_PX / 2;

export const SLIDER = {
  min: -HALF_PAGE_PX,
  max: HALF_PAGE_PX,
  step: 5,
  /** The left handle stops here, the right one mirrors it. */
  leftMax: -100,
  rightMin: 100,
} as const;

/** A left or right page margin beyond this does not fit the ruler: it is hidden. */
export const RULER_MARGIN_LIMIT_PX = 300;

/** Formats whose page is not drawn under a ruler (landscape and custom sizes, seed 001 §5). */
const FORMATS_WITHOUT_RULER: readonly string[] = ['f15x10', 'a4h', 'a4hm5'];

export interface SideMargins {
  marginLeft: number;
  marginRight: number;
}

export interface SliderPositions {
  left: number;
  right: number;
}

const snap = (value: number) => Math.round(value / SLIDER.step) * SLIDER.step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const leftHandle = (value: number) => clamp(snap(value), SLIDER.min, SLIDER.leftMax);
const rightHandle = (value: number) => clamp(snap(value), SLIDER.rightMin, SLIDER.max);

export function slidersFromMargins({ marginLeft, marginRight }: SideMargins): SliderPositions {
  return {
    left: leftHandle(marginLeft - HALF_PAGE_PX),
    right: rightHandle(HALF_PAGE_PX - marginRight),
  };
}

/** Margins for handle positions, after holding the handles to their rules and to the step. */
export function marginsFromSliders({ left, right }: SliderPositions): SideMargins {
  return {
    marginLeft: leftHandle(left) + HALF_PAGE_PX,
    marginRight: HALF_PAGE_PX - rightHandle(right),
  };
}

/** Whether the editor hides the ruler; margins that cannot be read hide it too. */
export function rulersHidden(formatId: string, padding: string | Padding): boolean {
  if (FORMATS_WITHOUT_RULER.includes(formatId) || formatId.startsWith(CUSTOM_FORMAT_PREFIX)) {
    return true;
  }
  const margins = typeof padding === 'string' ? parsePadding(padding) : padding;
  if (!margins) return true;
  const [, right, , left] = margins;
  return left > RULER_MARGIN_LIMIT_PX || right > RULER_MARGIN_LIMIT_PX;
}
