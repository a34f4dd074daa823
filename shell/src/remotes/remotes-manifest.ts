import {
  AREAS,
  REMOTES_MANIFEST_PATH,
  type AreaName,
  type RemotesManifest,
} from '@gramota/contracts';

/**
 * Reads the run-time remotes manifest. A missing or broken entry is left out, so that area shows
 * the error banner when visited while the others work.
 */
export async function fetchRemotesManifest(): Promise<Partial<RemotesManifest>> {
  // A plain fetch, as the page's preload hint asks for it (backend first-load-hints.ts), so the
  // hinted download is the one used; the server's no-cache still revalidates every time.
  const response = await fetch(REMOTES_MANIFEST_PATH);
  if (!response.ok) throw new Error(`remotes manifest: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const manifest: Partial<RemotesManifest> = {};
  if (typeof body === 'object' && body !== null) {
    for (const area of AREAS) {
      const url = (body as Record<string, unknown>)[area];
      if (typeof url === 'string' && url)
        manifest[area as AreaName] = new URL(url, location.origin).href;
    }
  }
  return manifest;
}
