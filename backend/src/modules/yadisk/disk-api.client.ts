import type { YadiskConfig } from '../../config';
import { httpOrigin } from '../../shared/origin';

const CALL_TIMEOUT_MS = 60_000;

/** The disk refused (status from its answer) or could not be reached (status 0). */
export class DiskApiError extends Error {
  override name = 'DiskApiError';
  constructor(readonly status: number) {
    super(`Disk API ${status}`);
  }
}

/** The disk API gave an upload link outside the provider's own upload hosts: nothing was sent. */
export class DiskUploadHostError extends Error {
  override name = 'DiskUploadHostError';
  constructor(readonly href: string) {
    super('The disk API gave an upload link outside YADISK_UPLOAD_HOSTS');
  }
}

/**
 * Whether an upload link may be sent a teacher's file (YADISK_UPLOAD_HOSTS): an https link to a
 * listed host or below a listed '.suffix', on the default port; or a link on a listed origin.
 */
export function isAllowedUploadUrl(href: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const origin = httpOrigin(url.origin);
  if (!origin) return false;
  return allowed.some((entry) => {
    if (entry.includes('://')) return origin === entry;
    if (url.protocol !== 'https:' || url.port !== '') return false;
    return entry.startsWith('.') ? url.hostname.endsWith(entry) : url.hostname === entry;
  });
}

/** The Disk REST API calls this app makes (https://yandex.ru/dev/disk-api/doc/ru/). */
export class DiskApiClient {
  constructor(private readonly config: YadiskConfig) {}

  /**
   * Writes `bytes` at `path` (e.g. 'app:/name.pdf', the app's own folder), replacing a file of
   * that name: asks for an upload URL, then PUTs the bytes there, if it is one of the provider's
   * upload hosts (DiskUploadHostError otherwise: nothing leaves).
   */
  async upload(token: string, path: string, bytes: Buffer): Promise<void> {
    const query = new URLSearchParams({ path, overwrite: 'true' });
    const link = await this.send(`${this.config.apiUrl}/v1/disk/resources/upload?${query}`, {
      headers: { Authorization: `OAuth ${token}`, Accept: 'application/json' },
    });
    const { href, method } = (await link.json().catch(() => ({}))) as {
      href?: unknown;
      method?: unknown;
    };
    if (typeof href !== 'string') throw new DiskApiError(502);
    // The upload is a PUT (the API says so in `method`); any other word is not the disk's answer.
    if (method !== undefined && method !== 'PUT') throw new DiskApiError(502);
    if (!isAllowedUploadUrl(href, this.config.uploadHosts)) throw new DiskUploadHostError(href);
    await this.send(href, { method: 'PUT', body: new Uint8Array(bytes) });
  }

  /**
   * One call with a time limit. Redirects are never followed (an answer 3xx is a refusal), so
   * neither the token nor a file goes to a host nobody checked.
   */
  private async send(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch {
      throw new DiskApiError(0);
    }
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new DiskApiError(response.status);
    }
    return response;
  }
}
