import { SHEETS_LINK_HOST, SPREADSHEET_LIMITS } from '@gramota/contracts';
import type { SheetsConfig } from '../../config';
import { ImportError } from './import';

export type { SheetsConfig };

/** Google's host and the contract's time limit, when the config names none. */
export const DEFAULT_SHEETS: SheetsConfig = {
  baseUrl: `https://${SHEETS_LINK_HOST}`,
  timeoutMs: SPREADSHEET_LIMITS.sheetLinkTimeoutMs,
};

export interface SheetRef {
  id: string;
  gid: string;
}

const SHEET_PATH = /^\/spreadsheets\/(?:u\/\d+\/)?d\/([A-Za-z0-9_-]{10,200})(?:\/|$)/;
const MAX_LINK = 2000;
const MAX_REDIRECTS = 3;

/**
 * The sheet a link names: `docs.google.com/spreadsheets/d/{id}/...` with its `gid` (query or
 * hash; the first sheet when there is none). Anything else is null: the caller refuses it
 * (link_invalid) without making any request.
 */
export function parseSheetLink(link: string): SheetRef | null {
  const text = link.trim();
  if (text.length > MAX_LINK || !text.includes(`${SHEETS_LINK_HOST}/spreadsheets`)) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.hostname !== SHEETS_LINK_HOST || url.username || url.password) return null;
  const match = SHEET_PATH.exec(url.pathname);
  if (!match) return null;
  const gid = url.searchParams.get('gid') ?? /(?:^|[#&])gid=(\d+)/.exec(url.hash)?.[1] ?? '0';
  return { id: match[1]!, gid: /^\d{1,12}$/.test(gid) ? gid : '0' };
}

/** The sheet's CSV export on the configured host: the only address ever fetched. */
export const sheetExportUrl = (baseUrl: string, sheet: SheetRef) =>
  `${baseUrl}/spreadsheets/d/${sheet.id}/export?format=csv&gid=${sheet.gid}`;

/**
 * Google answers an export with a redirect to its content host; a hop elsewhere (another host a
 * sheet could name) is refused, so a link can never make the server fetch an address of its own.
 */
function redirectAllowed(base: URL, target: URL): boolean {
  if (target.origin === base.origin) return true;
  return (
    base.hostname === SHEETS_LINK_HOST &&
    target.protocol === 'https:' &&
    target.hostname.endsWith('.googleusercontent.com')
  );
}

/** Reads at most `maxBytes` of the body; past that it stops reading and fails. */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel();
    if (declared > maxBytes) throw new ImportError('link_failed');
    return new Uint8Array();
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ImportError('link_failed');
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The sheet's CSV export, fetched from the configured host only, within the time limit and the
 * size cap. Any failure (refused redirect, HTTP error, timeout, too large, network) is
 * link_failed: the teacher's fix is the same, checking the link and its sharing.
 */
export async function fetchSheetCsv(
  config: SheetsConfig,
  sheet: SheetRef,
  maxBytes: number = SPREADSHEET_LIMITS.maxSheetLinkBytes,
): Promise<Uint8Array> {
  const base = new URL(config.baseUrl);
  const signal = AbortSignal.timeout(config.timeoutMs);
  let url = new URL(sheetExportUrl(config.baseUrl, sheet));
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const response = await fetch(url, { redirect: 'manual', signal });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = new URL(location, url);
        if (!redirectAllowed(base, next)) break;
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        break;
      }
      return await readCapped(response, maxBytes);
    }
  } catch {
    // Timeouts, refused connections, resets: all link_failed below.
  }
  throw new ImportError('link_failed');
}
