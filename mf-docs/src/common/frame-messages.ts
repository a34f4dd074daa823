/**
 * Messages an embedded docs picker or gallery sends to the page that frames it (same origin
 * only: the editor embeds them). Documented in mf-docs/README.md.
 */
export const DOC_PICKED = 'gramota:doc-picked';
export const TEMPLATE_SELECTED = 'gramota:template-selected';

export type FrameMessage =
  | { type: typeof DOC_PICKED; id: string; name: string }
  | { type: typeof TEMPLATE_SELECTED; id: string };

export function isFramed(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/** Whether the framing page is on our own origin (reading a foreign parent's location throws). */
function parentIsSameOrigin(): boolean {
  try {
    return window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Posts to the parent window when it is on our own origin; false otherwise (no frame, or a
 * foreign site framing us: document ids are never handed to another site).
 */
export function postToParent(message: FrameMessage): boolean {
  if (!isFramed() || !parentIsSameOrigin()) return false;
  window.parent.postMessage(message, window.location.origin);
  return true;
}
