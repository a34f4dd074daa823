import { ProviderError } from './payment-provider';

/** How long one call to a provider's API may take before the teacher is told to try again. */
export const PROVIDER_TIMEOUT_MS = 15_000;

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * One JSON call to a provider's API. A network failure, a timeout or an answer that is not JSON
 * is a ProviderError (the payments core answers provider_failed); HTTP error statuses are
 * returned for the caller to judge (404 of a forged id is not the provider failing).
 */
export async function providerCall(
  provider: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(
      `${provider}: ${init.method} ${new URL(url).pathname} failed: ${String(error)}`,
    );
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderError(`${provider}: ${response.status} answer is not JSON`);
    }
  }
  return { status: response.status, body };
}

/** A provider answer's field as a string ('' when missing). */
export const field = (value: unknown, ...path: (string | number)[]): unknown => {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
};

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
