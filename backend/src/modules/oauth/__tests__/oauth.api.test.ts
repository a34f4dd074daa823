import { findFreePort } from '@gramota/app-harness';
import {
  accountErrors,
  accountPaths,
  apiPaths,
  type ErrorAnswer,
  type LoginProvidersAnswer,
} from '@gramota/contracts';
import { launchIdp, type LaunchedIdp } from '../../../../../packages/test-stand-ins/launch.cjs';
import {
  anonymousVisitor,
  GOOD_PASSWORD,
  profileOf,
  registeredVisitor,
} from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { formBody, Visitor } from '../../../test-support/visitor';
import { PasswordHasher, User } from '../../auth';

const IDP_ACCOUNTS = [
  { sub: 'sub-new', email: 'new.teacher@idp.test', name: 'New Teacher' },
  { sub: 'sub-existing', email: 'existing@school.test', name: 'Existing Teacher' },
  { sub: 'sub-connect', email: 'other.address@idp.test', name: 'Connecting Teacher' },
  { sub: 'sub-unverified', email: 'victim@school.test', email_verified: false, name: 'Mallory' },
  { sub: 'sub-last', email: 'only.social@idp.test', name: 'Only Social' },
  { sub: 'sub-expiry', email: 'slow@idp.test', name: 'Slow' },
];

const errorOf = async (response: Response) => (await response.json()) as ErrorAnswer;

describe.each(databases)(
  'social sign-in (OpenID Connect) against the stand-in IdP on %s',
  (kind) => {
    let app: TestApp;
    let idp: LaunchedIdp;

    beforeAll(async () => {
      const idpPort = await findFreePort();
      app = await startTestApp(kind, {
        config: {
          oidcProviders: [
            {
              id: 'idp',
              name: 'Local ID',
              issuer: `http://127.0.0.1:${idpPort}`,
              client_id: 'gramota',
              client_secret: 'stand-in-secret',
              token_endpoint_auth_method: 'client_secret_basic',
              scope: 'openid email profile',
            },
          ],
        },
      });
      idp = await launchIdp({
        port: idpPort,
        clients: [
          {
            client_id: 'gramota',
            client_secret: 'stand-in-secret',
            redirect_uris: [`${app.baseUrl}/api/oauth/idp/callback/`],
          },
        ],
        accounts: IDP_ACCOUNTS,
      });
    });

    afterAll(async () => {
      await idp?.stop();
      await app?.close();
    });

    /** Start → the IdP's login form → submit it → back through the callback; answers where it ended. */
    async function signIn(visitor: Visitor, login: string, returnTo = '/app/profile/') {
      const started = await visitor.navigate(
        `/api/oauth/idp/start/?return_to=${encodeURIComponent(returnTo)}`,
      );
      expect(started.response.status).toBe(200);
      expect(started.url.startsWith(idp.issuer)).toBe(true);
      const html = await started.response.text();
      expect(html).toMatch(/<input name="login"/);
      expect(html).toMatch(/<input name="password"/);
      const action = /action="([^"]+)"/.exec(html)![1]!;
      return visitor.navigate(new URL(action, started.url).href, {
        method: 'POST',
        body: formBody({ login, password: 'password' }),
      });
    }

    it('lists the configured provider', async () => {
      const visitor = await anonymousVisitor(app);
      const answer = (await (
        await visitor.get(accountPaths.loginProviders)
      ).json()) as LoginProvidersAnswer;
      expect(answer).toEqual({
        result: 'success',
        providers: [{ id: 'idp', name: 'Local ID' }],
        outbox: true,
      });
    });

    it('registers a newcomer: the anonymous account becomes a registered one with name and e-mail from the provider', async () => {
      const visitor = await anonymousVisitor(app);
      const anonymous = await profileOf(visitor);
      await visitor.post(apiPaths.profileSetSettings(), { settings: '{"docs_view":"list"}' });

      const done = await signIn(visitor, 'new.teacher@idp.test');
      expect(done.url).toBe(`${app.baseUrl}/app/profile/`);
      expect(done.response.status).toBe(200);
      expect(visitor.cookie('redir_to_app')).toBe('true');

      const profile = await profileOf(visitor);
      expect(profile).toMatchObject({
        id: anonymous.id,
        login: true,
        name: 'New Teacher',
        email: 'new.teacher@idp.test',
        oauth: { idp: true },
        has_password: false,
        settings: { docs_view: 'list' },
      });

      // Later, from another browser: the same identity signs into the same account.
      const elsewhere = await anonymousVisitor(app);
      const again = await signIn(elsewhere, 'sub-new');
      expect(again.url).toBe(`${app.baseUrl}/app/profile/`);
      expect((await profileOf(elsewhere)).id).toBe(anonymous.id);
    });

    it("signs into the existing account with the provider's verified e-mail, merging the anonymous one", async () => {
      const existing = await registeredVisitor(app, 'existing@school.test');
      const existingId = (await profileOf(existing)).id;
      await existing.get(accountPaths.logout);

      const visitor = await anonymousVisitor(app);
      const anonymousId = (await profileOf(visitor)).id;
      const done = await signIn(visitor, 'existing@school.test', '/app/docs/folder/5/');
      expect(done.url).toBe(`${app.baseUrl}/app/docs/folder/5/`);
      const profile = await profileOf(visitor);
      expect(profile).toMatchObject({ id: existingId, oauth: { idp: true }, has_password: true });
      expect(await app.dataSource.getRepository(User).findOneBy({ id: anonymousId })).toBeNull();
    });

    it('connects the identity to a logged-in user, who can then disconnect it', async () => {
      const teacher = await registeredVisitor(app, 'connector@school.test');
      const id = (await profileOf(teacher)).id;
      expect((await profileOf(teacher)).oauth).toEqual({ idp: false });

      const done = await signIn(teacher, 'sub-connect');
      expect(done.url).toBe(`${app.baseUrl}/app/profile/`);
      const connected = await profileOf(teacher);
      expect(connected).toMatchObject({ id, email: 'connector@school.test', oauth: { idp: true } });

      const disconnected = await teacher.post(accountPaths.profileOauthDisconnect, {
        provider: 'idp',
      });
      expect(disconnected.status).toBe(200);
      expect(await disconnected.json()).toEqual({ result: 'success' });
      expect((await profileOf(teacher)).oauth).toEqual({ idp: false });

      const twice = await teacher.post(accountPaths.profileOauthDisconnect, { provider: 'idp' });
      expect(twice.status).toBe(404);
      const unknown = await teacher.post(accountPaths.profileOauthDisconnect, { provider: 'nope' });
      expect(unknown.status).toBe(400);
      expect((await errorOf(unknown)).error_code).toBe('provider_not_configured');
      const missing = await teacher.post(accountPaths.profileOauthDisconnect, {});
      expect(missing.status).toBe(400);
    });

    it('refuses to disconnect the only way to sign in', async () => {
      const visitor = await anonymousVisitor(app);
      await signIn(visitor, 'sub-last');
      const response = await visitor.post(accountPaths.profileOauthDisconnect, { provider: 'idp' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        result: 'error',
        error_code: 'last_sign_in_method',
        error_text: accountErrors.last_sign_in_method,
        name: 'provider',
      });
      expect((await profileOf(visitor)).oauth).toEqual({ idp: true });
    });

    it('never signs into an account through an unverified e-mail', async () => {
      const victim = await registeredVisitor(app, 'victim@school.test');
      const victimId = (await profileOf(victim)).id;
      const visitor = await anonymousVisitor(app);
      await signIn(visitor, 'sub-unverified');
      const profile = await profileOf(visitor);
      expect(profile.id).not.toBe(victimId);
      expect(profile).toMatchObject({ login: true, email: '', name: 'Mallory' });
    });

    it('keeps return_to inside the app', async () => {
      const visitor = await anonymousVisitor(app);
      const done = await signIn(visitor, 'sub-new', 'https://evil.example/steal');
      expect(done.url).toBe(`${app.baseUrl}/app/docs/`);
    });

    it('sends failed round trips back to the login page with auth_failed', async () => {
      const visitor = await anonymousVisitor(app);
      const loginPage = `${app.baseUrl}/app/login/?oauth_error=auth_failed`;
      for (const query of ['', '?state=forged&code=forged', '?error=access_denied&state=x']) {
        const done = await visitor.navigate(`/api/oauth/idp/callback/${query}`);
        expect(done.url).toBe(loginPage);
      }

      // A round trip started in one browser cannot be finished in another.
      const started = await visitor.navigate('/api/oauth/idp/start/');
      const state = new URL(started.hops[1]!).searchParams.get('state');
      const other = await anonymousVisitor(app);
      const stolen = await other.navigate(`/api/oauth/idp/callback/?state=${state}&code=x`);
      expect(stolen.url).toBe(loginPage);
      expect((await other.loginCheck()).login).toBe(false);
    });

    it('refuses a round trip that took longer than 10 minutes', async () => {
      const visitor = await anonymousVisitor(app);
      const started = await visitor.navigate('/api/oauth/idp/start/');
      const action = /action="([^"]+)"/.exec(await started.response.text())![1]!;
      app.clock.advance(11 * 60 * 1000);
      const done = await visitor.navigate(new URL(action, started.url).href, {
        method: 'POST',
        body: formBody({ login: 'sub-expiry', password: 'password' }),
      });
      expect(done.url).toBe(`${app.baseUrl}/app/login/?oauth_error=auth_failed`);
      expect((await visitor.loginCheck()).login).toBe(false);
    });

    it('starts a session on the way when the browser arrives without one', async () => {
      const browser = new Visitor(app);
      const done = await signIn(browser, 'sub-new');
      expect(done.url).toBe(`${app.baseUrl}/app/profile/`);
      expect((await profileOf(browser)).email).toBe('new.teacher@idp.test');
    });

    it('answers an unknown provider with provider_not_configured', async () => {
      const visitor = await anonymousVisitor(app);
      const done = await visitor.navigate('/api/oauth/nope/start/');
      expect(done.url).toBe(`${app.baseUrl}/app/login/?oauth_error=provider_not_configured`);
    });

    it('exempts only the two navigations from the CSRF header', async () => {
      const visitor = new Visitor(app);
      const other = await visitor.request('/api/oauth/idp/other/', { csrf: false });
      expect(other.status).toBe(403);
      const post = await visitor.request('/api/oauth/idp/start/', { csrf: false, method: 'POST' });
      expect(post.status).toBe(403);
      const providers = await visitor.request(accountPaths.loginProviders, { csrf: false });
      expect(providers.status).toBe(403);
    });

    it('allows the disconnection once the account has a password', async () => {
      const visitor = await anonymousVisitor(app);
      await signIn(visitor, 'sub-last');
      // sub-last was connected above; its account has no password yet.
      const profile = await profileOf(visitor);
      expect(profile.has_password).toBe(false);
      const hash = await new PasswordHasher(app.config.passwordHashing).hash(GOOD_PASSWORD);
      await app.dataSource.getRepository(User).update({ id: profile.id }, { passwordHash: hash });
      const response = await visitor.post(accountPaths.profileOauthDisconnect, { provider: 'idp' });
      expect(response.status).toBe(200);
      expect((await profileOf(visitor)).has_password).toBe(true);
    });
  },
);
