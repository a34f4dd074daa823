import { findFreePort } from '@gramota/app-harness';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { launchIdp, type LaunchedIdp } from '../support/stand-ins';

const PROVIDER = { id: 'localid', name: 'Local ID' };
const IDP_ACCOUNT = {
  sub: 'teacher-7',
  email: 'sofia@school.test',
  name: 'Sofia Teacher',
  password: 'idp password',
};

/** Journey 3: signing in through an OpenID Connect provider (a local one, started here). */
describe('A teacher signs in with an outside account', () => {
  let idp: LaunchedIdp;
  const handle = useAppAndBrowser(async () => {
    // The provider must know the app's callback before the app starts: fix the app's port first.
    const port = await findFreePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    idp = await launchIdp({
      clients: [
        {
          client_id: 'gramota',
          client_secret: 'local-secret',
          redirect_uris: [`${publicUrl}/api/oauth/${PROVIDER.id}/callback/`],
        },
      ],
      accounts: [IDP_ACCOUNT],
    });
    const providers = [
      { ...PROVIDER, issuer: idp.issuer, client_id: 'gramota', client_secret: 'local-secret' },
    ];
    return { port, env: { OIDC_PROVIDERS: JSON.stringify(providers), PUBLIC_URL: publicUrl } };
  });
  afterAll(async () => {
    await idp?.stop();
  });
  const teacher = useTeacher(handle);

  test('signs in at the provider and lands back in the app, logged in', async () => {
    const { steps, shell, page, errors } = teacher;
    // Removing the only way in is refused, on purpose, at the end of the journey.
    errors.expect(/status of 400/);
    // The provider stand-in's login page has no icon; the browser's request for one is its 404.
    errors.expect(new RegExp(`at ${idp.issuer.replace(/[.]/g, '\\.')}/favicon\\.ico`));
    await steps.login.open();
    await steps.login.socialButton(PROVIDER.id).click();

    await page.locator('input[name="login"]').fill(IDP_ACCOUNT.email);
    await page.locator('input[name="password"]').fill(IDP_ACCOUNT.password);
    await page.locator('button[type="submit"]').click();

    await shell.waitForArea('docs');
    expect(await shell.pathBecomes('/app/docs/')).toBe('/app/docs/');
    expect(await steps.menu.shownName()).toBe(IDP_ACCOUNT.name);

    await steps.profile.open();
    const connection = page.locator(`[data-provider="${PROVIDER.id}"]`);
    expect(await connection.textContent()).toContain('Connected');
    await connection.locator('button', { hasText: 'Disconnect' }).click();
    const refusal = page.locator('[data-testid="sign-in-connections"] [data-testid="form-error"]');
    expect((await refusal.textContent())?.trim()).toBe(
      'This is your only way to sign in. Set a password or connect another method first.',
    );
  });

  test('a failed round trip brings the visitor back to the login page with the seed text', async () => {
    const { steps, shell } = teacher;
    await shell.open(`/api/oauth/${PROVIDER.id}/callback/?code=forged&state=forged`);
    await steps.login.formError.waitFor();
    expect(shell.currentPath()).toBe('/app/login/?oauth_error=auth_failed');
    expect((await steps.login.formError.textContent())?.trim()).toBe(
      'Sorry, authorization failed. Please try again or use another method.',
    );
  });
});
