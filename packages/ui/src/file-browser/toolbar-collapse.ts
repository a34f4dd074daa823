/** Seed 000 §2/§9: the toolbar keeps 200 px free on the right and restores items at 250 px. */
export const TOOLBAR_RESERVE = 200;
export const TOOLBAR_RESTORE_ROOM = 250;

export interface ToolbarMeasure {
  /** Width of the whole toolbar row. */
  containerWidth: number;
  /** Width of each action button in order, gap included. */
  itemWidths: readonly number[];
  /** Width of the "more" button, gap included; counted only while something is hidden. */
  moreWidth: number;
  /** Free width kept on the right; collapse when less is left. */
  reserve?: number;
  /** Free width that must remain after bringing an item back. */
  restoreRoom?: number;
}

/**
 * How many actions stay in the row (the rest go into "more", from the right). Collapsing starts
 * when less than `reserve` is free; an item comes back only if `restoreRoom` stays free after
 * it returns. As restoreRoom > reserve, a restored item never collapses again at the same width,
 * and widths in between keep whatever state the toolbar is in (hysteresis, no flicker).
 */
export function nextVisibleCount(measure: ToolbarMeasure, currentVisible: number): number {
  const {
    containerWidth,
    itemWidths,
    moreWidth,
    reserve = TOOLBAR_RESERVE,
    restoreRoom = TOOLBAR_RESTORE_ROOM,
  } = measure;
  const total = itemWidths.length;
  const free = (visible: number) => {
    let used = visible < total ? moreWidth : 0;
    for (let index = 0; index < visible; index += 1) used += itemWidths[index] ?? 0;
    return containerWidth - used;
  };
  let visible = Math.min(Math.max(currentVisible, 0), total);
  if (free(visible) < reserve) {
    while (visible > 0 && free(visible) < reserve) visible -= 1;
    return visible;
  }
  while (visible < total && free(visible + 1) >= restoreRoom) visible += 1;
  return visible;
}
