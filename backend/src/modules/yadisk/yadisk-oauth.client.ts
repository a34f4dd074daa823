import { createHash, randomBytes } from 'node:crypto';
import type { YadiskConfig } from '../../config';

const CALL_TIMEOUT_MS = 15_000;

/** The provider refused the code or could not be reached. */
export class YadiskOAuthError extends Error {
  override name = 'YadiskOAuthError';
}

/** PKCE (RFC 7636, S256), which Yandex OAuth supports: a stolen code alone is worth nothing. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Yandex OAuth, authorization code flow (https://yandex.ru/dev/id/doc/ru/codes/code-url). */
export class YadiskOAuthClient {
  constructor(private readonly config: YadiskConfig) {}

  authorizeUrl(redirectUri: string, state: string, codeChallenge: string): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: redirectUri,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    });
    return `${this.config.oauthUrl}/authorize?${query.toString()}`;
  }

  /** Trades the code for the token (form POST with the app's id and secret). */
  async exchange(
    code: string,
    codeVerifier: string,
  ): Promise<{ accessToken: string; expiresInSeconds: number | null }> {
    let response: Response;
    try {
      response = await fetch(`${this.config.oauthUrl}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          code_verifier: codeVerifier,
          client_id: this.config.clientId,
          client_secret: this.config.clientSecret,
        }).toString(),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new YadiskOAuthError(`token endpoint unreachable (${(error as Error).name})`);
    }
    const answer = (await response.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
    } | null;
    if (!response.ok || typeof answer?.access_token !== 'string' || !answer.access_token)
      throw new YadiskOAuthError(
        `token refused: ${response.status} ${String(answer?.error ?? '')}`,
      );
    const expires = Number(answer.expires_in);
    return {
      accessToken: answer.access_token,
      expiresInSeconds: Number.isFinite(expires) && expires > 0 ? expires : null,
    };
  }
}
