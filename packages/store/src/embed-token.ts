import { EMBED_KEY_PARAM, EMBED_TOKEN_HEADER } from '@gramota/contracts';

const STORAGE_KEY = 'gramota.embed_key';
let token: string | null = null;

/**
 * The embed link's token of a framed area (security review, finding 9). A frame on another site
 * gets no session cookie, so every API call carries the token instead (see api.ts). Taken from
 * the page address once, kept for the frame's life (and its reloads: sessionStorage is the
 * frame's own), and removed from the visible address so links and screenshots do not show it.
 */
export function adoptEmbedToken(): void {
  const params = new URLSearchParams(location.search);
  const fromAddress = params.get(EMBED_KEY_PARAM);
  if (fromAddress) {
    token = fromAddress;
    try {
      sessionStorage.setItem(STORAGE_KEY, fromAddress);
    } catch {
      // Storage refused (privacy settings): the token lives as long as the page.
    }
    params.delete(EMBED_KEY_PARAM);
    const query = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
    return;
  }
  try {
    token = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    token = null;
  }
}

/** Adds the token header when this page is a framed area. */
export function addEmbedTokenHeader(headers: Headers): void {
  if (token) headers.set(EMBED_TOKEN_HEADER, token);
}
