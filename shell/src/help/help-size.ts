/** The help modal's size limits (seed 000 §4, §9): 300x100 to 1080x1920. */
export const HELP_MODAL_MIN = { width: 300, height: 100 } as const;
export const HELP_MODAL_MAX = { width: 1080, height: 1920 } as const;

export interface BoxSize {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The largest size the modal may take in this viewport: the seed's maximum, but never wider or
 * taller than the window minus the room the dialog frame needs, and never below the minimum.
 */
export function helpModalMaxSize(viewport: BoxSize, frameRoom: BoxSize): BoxSize {
  return {
    width: clamp(viewport.width - frameRoom.width, HELP_MODAL_MIN.width, HELP_MODAL_MAX.width),
    height: clamp(viewport.height - frameRoom.height, HELP_MODAL_MIN.height, HELP_MODAL_MAX.height),
  };
}

/** A requested size kept within the limits and the viewport. */
export function clampHelpModalSize(size: BoxSize, viewport: BoxSize, frameRoom: BoxSize): BoxSize {
  const max = helpModalMaxSize(viewport, frameRoom);
  return {
    width: clamp(size.width, HELP_MODAL_MIN.width, max.width),
    height: clamp(size.height, HELP_MODAL_MIN.height, max.height),
  };
}
