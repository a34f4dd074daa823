import type { YadiskSendAnswer } from '@gramota/contracts';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { YadiskConfig } from '../../config';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { OAuthStates } from '../oauth';
import { deliveryError, type FileToSend } from '../delivery';
import { DiskApiClient, DiskApiError, DiskUploadHostError } from './disk-api.client';
import { pkcePair, YadiskOAuthClient } from './yadisk-oauth.client';
import { YadiskToken } from './yadisk-token.entity';

/** The round trips of this flow in oauth_states (beside the sign-in providers' ids). */
const STATE_PROVIDER = 'yadisk';

export interface YadiskServiceDependencies {
  dataSource: DataSource;
  config: YadiskConfig;
  /** The site's origin: the provider sends the popup back to `${publicUrl}/api/yadisk-connect/`. */
  publicUrl: string;
  states: OAuthStates;
  clock: Clock;
  logger: Logger;
}

/** The cloud disk delivery (seed 001 §4 Cloud disk, §7 yadisk-*). No Koa here. */
export class YadiskService {
  private readonly tokens: Repository<YadiskToken>;
  private readonly oauth: YadiskOAuthClient;
  private readonly disk: DiskApiClient;

  constructor(private readonly deps: YadiskServiceDependencies) {
    this.tokens = deps.dataSource.getRepository(YadiskToken);
    this.oauth = new YadiskOAuthClient(deps.config);
    this.disk = new DiskApiClient(deps.config);
  }

  get redirectUri(): string {
    return `${this.deps.publicUrl}/api/yadisk-connect/`;
  }

  /** A provider URL for the popup; its `state` only works in this browser session, once. */
  async authUrl(sessionId: string): Promise<string> {
    const { verifier, challenge } = pkcePair();
    const state = await this.deps.states.issue(sessionId, STATE_PROVIDER, {
      codeVerifier: verifier,
      nonce: '',
      returnTo: '',
    });
    return this.oauth.authorizeUrl(this.redirectUri, state, challenge);
  }

  /**
   * The provider's redirect: with a valid state of this session and a code, the token is stored
   * for `userId`. Answers whether access was granted; a refusal or any failure stores nothing.
   */
  async finishConnect(userId: string, sessionId: string, query: URLSearchParams): Promise<boolean> {
    try {
      const round = await this.deps.states.take(query.get('state'), sessionId, STATE_PROVIDER);
      const code = query.get('code');
      if (query.get('error') || !code) return false;
      const token = await this.oauth.exchange(code, round.codeVerifier);
      const now = this.deps.clock().getTime();
      await this.tokens.save({
        userId,
        accessToken: token.accessToken,
        expiresAt: token.expiresInSeconds === null ? null : now + token.expiresInSeconds * 1000,
        createdAt: now,
      });
      return true;
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'cloud disk connection failed');
      return false;
    }
  }

  async isConnected(userId: string): Promise<boolean> {
    return (await this.validToken(userId)) !== null;
  }

  async disconnect(userId: string): Promise<void> {
    await this.tokens.delete({ userId });
  }

  /** Uploads every file's PDF and JPEG into the app folder, or answers how to connect first. */
  async send(userId: string, sessionId: string, files: FileToSend[]): Promise<YadiskSendAnswer> {
    const token = await this.validToken(userId);
    if (!token) return this.needConnect(sessionId);
    const paths: string[] = [];
    for (const { keys, read } of files) {
      for (const kind of ['pdf', 'jpeg'] as const) {
        const diskPath = `app:/${keys[kind].slice(keys[kind].lastIndexOf('/') + 1)}`;
        // A file removed meanwhile (deleted forever) is a missing file (404, from read).
        const bytes = await read(kind);
        try {
          await this.disk.upload(token, diskPath, bytes);
        } catch (error) {
          if (error instanceof DiskApiError && error.status === 401) {
            // Revoked or expired at the provider: asking again is the only way back.
            await this.disconnect(userId);
            return this.needConnect(sessionId);
          }
          if (error instanceof DiskUploadHostError) {
            // The configured API pointed elsewhere: the operator's to look into, not to retry.
            this.deps.logger.error(
              { userId, href: error.href },
              'cloud disk upload link outside YADISK_UPLOAD_HOSTS: not sent',
            );
            throw deliveryError(502, 'disk_host_refused');
          }
          this.deps.logger.warn({ err: error, userId }, 'cloud disk upload failed');
          throw deliveryError(502, 'send_failed');
        }
        paths.push(diskPath);
      }
    }
    return { result: 'success', status: 'send', paths };
  }

  private async needConnect(sessionId: string): Promise<YadiskSendAnswer> {
    return { result: 'success', status: 'need-connect', auth_url: await this.authUrl(sessionId) };
  }

  /** The stored token unless the provider said it has expired (then it is forgotten). */
  private async validToken(userId: string): Promise<string | null> {
    const row = await this.tokens.findOneBy({ userId });
    if (!row) return null;
    if (row.expiresAt !== null && row.expiresAt <= this.deps.clock().getTime()) {
      await this.disconnect(userId);
      return null;
    }
    return row.accessToken;
  }
}

/** A visitor's disk goes along when they log in, unless the account has one already. */
export async function moveYadiskToken(
  fromUserId: string,
  toUserId: string,
  manager: EntityManager,
): Promise<void> {
  const tokens = manager.getRepository(YadiskToken);
  if (await tokens.existsBy({ userId: toUserId })) await tokens.delete({ userId: fromUserId });
  else await tokens.update({ userId: fromUserId }, { userId: toUserId });
}
