// The oauth module's public face: social sign-in with OpenID Connect (providers from OIDC_PROVIDERS),
// the sign-in connections of profile-get and profile-oauth-disconnect.
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { AuthModule } from '../auth';
import { createOAuthRoutes } from './oauth.routes';
import { OAuthService } from './oauth.service';

export { OAuthIdentity } from './oauth-identity.entity';
export { OAuthState } from './oauth-state.entity';
export { OAuthService, safeReturnTo } from './oauth.service';
export { OAuthFailure, OAuthStates } from './oauth-states';

export interface OAuthModuleDependencies {
  dataSource: DataSource;
  config: Pick<Config, 'oidcProviders' | 'publicUrl'>;
  auth: Pick<AuthModule, 'users' | 'signIn'>;
  session: AppMiddleware;
  clock: Clock;
  logger: Logger;
  /** Whether mail goes to the outbox folder (told to the login page). */
  outbox: boolean;
}

export function createOAuthModule(deps: OAuthModuleDependencies) {
  const oauth = new OAuthService(
    deps.dataSource,
    deps.config.oidcProviders,
    deps.config.publicUrl,
    deps.auth.users,
    deps.clock,
  );
  const router = createOAuthRoutes({
    oauth,
    session: deps.session,
    signIn: deps.auth.signIn,
    outbox: deps.outbox,
    logger: deps.logger,
  });
  return { oauth, router };
}
