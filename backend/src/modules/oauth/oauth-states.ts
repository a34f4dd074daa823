import { createHash, randomBytes } from 'node:crypto';
import { LessThan, type DataSource, type Repository } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { OAuthState } from './oauth-state.entity';

const STATE_TTL_MS = 10 * 60 * 1000;

const hashState = (state: string) => createHash('sha256').update(state, 'utf8').digest('hex');

/** A failed round trip; the route turns every one of these into its own failure answer. */
export class OAuthFailure extends Error {
  override name = 'OAuthFailure';
}

/** What a round trip keeps until the provider sends the browser back. */
export interface OAuthRound {
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

/**
 * The `state` of OAuth round trips in progress (social sign-in, the cloud disk): bound to the
 * browser session that started it, used once, short-lived, stored hashed in the database (any
 * instance may get the callback).
 */
export class OAuthStates {
  private readonly states: Repository<OAuthState>;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.states = dataSource.getRepository(OAuthState);
  }

  /** Stores a round trip of `provider` for this session; answers the `state` to send. */
  async issue(sessionId: string, provider: string, round: OAuthRound): Promise<string> {
    const state = randomBytes(32).toString('base64url');
    const now = this.clock();
    await this.states.delete({ expiresAt: LessThan(now) });
    await this.states.insert({
      id: hashState(state),
      sessionId,
      provider,
      ...round,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    });
    return state;
  }

  /** The round trip of this `state`, removed (single use); throws unless it is this session's. */
  async take(state: string | null, sessionId: string, provider: string): Promise<OAuthState> {
    if (!state) throw new OAuthFailure('no state in the callback');
    const stored = await this.states.findOneBy({ id: hashState(state) });
    if (!stored) throw new OAuthFailure('unknown or used state');
    await this.states.delete({ id: stored.id });
    if (stored.sessionId !== sessionId) throw new OAuthFailure('state of another session');
    if (stored.provider !== provider) throw new OAuthFailure('state of another provider');
    if (stored.expiresAt.getTime() < this.clock().getTime())
      throw new OAuthFailure('state expired');
    return stored;
  }
}
