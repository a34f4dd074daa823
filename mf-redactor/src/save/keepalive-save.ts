import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  redactorPaths,
  type DocSetFields,
} from '@gramota/contracts';

/** Browsers refuse keepalive requests whose bodies add up to more than 64 KiB. */
export const KEEPALIVE_BODY_MAX = 60 * 1024;

/**
 * doc-set for a page that is being hidden or closed. navigator.sendBeacon cannot add headers, and
 * the backend's CSRF guard refuses any /api call without X-Requested-With (backend/src/modules/
 * auth/csrf.middleware.ts has no exception for doc-set), so this is fetch with `keepalive`, which
 * outlives the page and keeps the header. A body over the keepalive limit goes as a plain request:
 * it still arrives when the tab is only hidden.
 */
export async function saveWithKeepalive(docId: string, fields: DocSetFields): Promise<void> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.set(name, value);
  const size = new Blob([body.toString()]).size;
  const request = new Request(new URL(redactorPaths.docSet(docId), location.origin).href, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body,
    keepalive: size <= KEEPALIVE_BODY_MAX,
  });
  const response = await fetch(request);
  if (!response.ok) throw new Error(`doc-set answered ${response.status}`);
  const answer = JSON.parse(await response.text()) as { result?: string };
  if (answer.result !== 'success') throw new Error('doc-set did not succeed');
}
