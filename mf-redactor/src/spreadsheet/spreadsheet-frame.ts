import { appPaths, SPREADSHEET_LIMITS } from '@gramota/contracts';

/** The table of the document in the editor's modal (seed 001 §2: ?embed=true). */
export const spreadsheetFrame = (docId: string) => `${appPaths.spreadsheet(docId)}?embed=true`;

/**
 * What the framed table posts when its maximise button is pressed (mf-spreadsheet's
 * window-size-toggle WINDOW_MAX_MESSAGE; areas cannot import each other). It saves the setting
 * spreadsheet_window_max itself. Shape: { type, max }.
 */
export const SPREADSHEET_WINDOW_MESSAGE = 'gramota:spreadsheet-window-max';
/** What a framed app posts to have this window navigate (shell-api's navigate in a frame). */
const NAVIGATE_MESSAGE = 'gramota:navigate';

/** The setting as saved ('1' in the seed, true in the settings contract). */
export const isWindowMax = (setting: unknown) => setting === true || setting === '1';

/** The frame's height (seed 001 §9): 630 px, or the window's height minus 108 when maximised. */
export const spreadsheetFrameHeight = (max: boolean, windowHeight: number) =>
  max
    ? Math.max(
        SPREADSHEET_LIMITS.frameHeight,
        windowHeight - SPREADSHEET_LIMITS.frameMaximisedMargin,
      )
    : SPREADSHEET_LIMITS.frameHeight;

/** A maximise message's new state, or null for any other message. */
export function readWindowMax(data: unknown): boolean | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, max } = data as { type?: unknown; max?: unknown };
  return type === SPREADSHEET_WINDOW_MESSAGE && typeof max === 'boolean' ? max : null;
}

/** The framed table asks this window to navigate (the ready files of a run): the frame is done. */
export function isNavigateRequest(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === NAVIGATE_MESSAGE
  );
}
