import { randomUUID } from 'node:crypto';
import { ACCOUNT_LIMITS, type OAuthProviderInfo } from '@gramota/contracts';
import type { DataSource, Repository } from 'typeorm';
import type { OidcProviderConfig } from '../../config';
import { isUniqueViolation } from '../../shared/db-errors';
import { accountError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { isEmail, type User, type UsersService } from '../auth';
import { OAuthIdentity } from './oauth-identity.entity';
import { OAuthFailure, OAuthStates } from './oauth-states';
import { openIdClient, OidcDiscovery } from './oidc-client';

export { OAuthFailure } from './oauth-states';
export const DEFAULT_RETURN_TO = '/app/docs/';

/** Only a path inside the app: never another site (open redirect) or a protocol-relative URL. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return DEFAULT_RETURN_TO;
  if (!/^\/app\/[^\\]*$/.test(value) || value.startsWith('//')) return DEFAULT_RETURN_TO;
  return value;
}

export interface ProviderClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

function claimText(value: unknown, max: number): string {
  return typeof value === 'string'
    ? value
        .replace(/\p{Cc}/gu, ' ')
        .trim()
        .slice(0, max)
    : '';
}

/** Social sign-in with OpenID Connect (authorization code + PKCE + state + nonce). No Koa here. */
export class OAuthService {
  private readonly identities: Repository<OAuthIdentity>;
  private readonly states: OAuthStates;
  private readonly discovery = new OidcDiscovery();

  constructor(
    dataSource: DataSource,
    private readonly providers: OidcProviderConfig[],
    private readonly publicUrl: string,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {
    this.identities = dataSource.getRepository(OAuthIdentity);
    this.states = new OAuthStates(dataSource, clock);
  }

  providerInfos(): OAuthProviderInfo[] {
    return this.providers.map(({ id, name }) => ({ id, name }));
  }

  provider(id: string): OidcProviderConfig | undefined {
    return this.providers.find((provider) => provider.id === id);
  }

  redirectUri(providerId: string): string {
    return `${this.publicUrl}/api/oauth/${encodeURIComponent(providerId)}/callback/`;
  }

  /** Stores the round trip for this session and answers the provider's authorization URL. */
  async start(provider: OidcProviderConfig, sessionId: string, returnTo: string): Promise<URL> {
    const client = await openIdClient();
    const configuration = await this.discovery.configuration(provider);
    const codeVerifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const state = await this.states.issue(sessionId, provider.id, {
      codeVerifier,
      nonce,
      returnTo,
    });
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider.id),
      scope: provider.scope,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
  }

  /**
   * Checks the provider's answer (state bound to this session, single use, not expired), trades
   * the code for tokens (PKCE, nonce, ID token signature) and reads the claims.
   */
  async finish(
    provider: OidcProviderConfig,
    sessionId: string,
    query: URLSearchParams,
  ): Promise<{ claims: ProviderClaims; returnTo: string }> {
    const state = query.get('state') ?? '';
    const stored = await this.states.take(state, sessionId, provider.id);
    if (query.get('error')) throw new OAuthFailure(`provider answered ${query.get('error')}`);

    const client = await openIdClient();
    const configuration = await this.discovery.configuration(provider);
    const callbackUrl = new URL(this.redirectUri(provider.id));
    callbackUrl.search = query.toString();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: stored.codeVerifier,
      expectedState: state,
      expectedNonce: stored.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims?.sub) throw new OAuthFailure('no subject in the ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    if (configuration.serverMetadata().userinfo_endpoint && tokens.access_token) {
      // Most providers put e-mail and name in userinfo rather than in the ID token.
      const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      claims = { ...idClaims, ...userInfo };
    }
    const email = claimText(claims.email, ACCOUNT_LIMITS.emailMax).toLowerCase();
    return {
      claims: {
        subject: idClaims.sub,
        email: email && isEmail(email) ? email : null,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: claimText(claims.name, ACCOUNT_LIMITS.nameMax),
      },
      returnTo: stored.returnTo,
    };
  }

  /**
   * Who signs in: the account already connected to this identity; else the account with the
   * provider's verified e-mail (now connected); else a logged-in actor connects the identity to
   * themself; else the anonymous actor becomes a registered account with this identity.
   */
  async resolveAccount(actor: User, providerId: string, claims: ProviderClaims): Promise<User> {
    const known = await this.identities.findOne({
      where: { provider: providerId, subject: claims.subject },
      relations: { user: true },
    });
    if (known?.user) return known.user;

    const verifiedEmail = claims.emailVerified ? claims.email : null;
    const byEmail = verifiedEmail ? await this.users.findByEmail(verifiedEmail) : null;
    let target: User;
    if (byEmail) {
      target = byEmail;
    } else if (actor.login) {
      target = actor;
    } else {
      await this.users.update(actor.id, {
        login: true,
        ...(claims.name && !actor.name ? { name: claims.name } : {}),
        ...(verifiedEmail ? { email: verifiedEmail } : {}),
      });
      target = (await this.users.findById(actor.id)) ?? actor;
    }
    // The provider vouches for the address: the account's e-mail is confirmed (drive mass mail).
    if (verifiedEmail && target.email === verifiedEmail && target.verifiedEmail !== verifiedEmail)
      await this.users.update(target.id, { verifiedEmail });
    try {
      await this.identities.insert({
        id: randomUUID(),
        userId: target.id,
        provider: providerId,
        subject: claims.subject,
        email: claims.email,
        createdAt: this.clock(),
      });
    } catch (error) {
      // The same identity connected by a parallel callback: sign in to whoever got it.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.identities.findOne({
        where: { provider: providerId, subject: claims.subject },
        relations: { user: true },
      });
      if (!winner?.user) throw error;
      return winner.user;
    }
    return target;
  }

  /** profile-get's `oauth`: every configured provider → connected, plus connected unconfigured ones. */
  async connections(userId: string): Promise<Record<string, boolean>> {
    const connected = await this.identities.find({ where: { userId }, select: { provider: true } });
    const map: Record<string, boolean> = {};
    for (const provider of this.providers) map[provider.id] = false;
    for (const identity of connected) map[identity.provider] = true;
    return map;
  }

  /** Removes a sign-in connection, unless it is the account's only way in. */
  async disconnect(user: User, providerId: string): Promise<void> {
    const identities = await this.identities.find({ where: { userId: user.id } });
    const connection = identities.find((identity) => identity.provider === providerId);
    if (!connection) {
      throw this.provider(providerId)
        ? accountError(404, 'not_found', 'provider')
        : accountError(400, 'provider_not_configured', 'provider');
    }
    const others = identities.filter((identity) => identity.id !== connection.id);
    if (!user.passwordHash && others.length === 0)
      throw accountError(400, 'last_sign_in_method', 'provider');
    await this.identities.delete({ id: connection.id });
  }
}
