import type { YadiskConfig } from '../../config';

const CALL_TIMEOUT_MS = 60_000;

/** The disk refused (status from its answer) or could not be reached (status 0). */
export class DiskApiError extends Error {
  override name = 'DiskApiError';
  constructor(readonly status: number) {
    super(`Disk API ${status}`);
  }
}

/** The Disk REST API calls this app makes (https://yandex.ru/dev/disk-api/doc/ru/). */
export class DiskApiClient {
  constructor(private readonly config: YadiskConfig) {}

  /**
   * Writes `bytes` at `path` (e.g. 'app:/name.pdf', the app's own folder), replacing a file of
   * that name: asks for an upload URL, then PUTs the bytes there.
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
    await this.send(href, {
      method: typeof method === 'string' ? method : 'PUT',
      body: new Uint8Array(bytes),
    });
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
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
