import {
  accountPaths,
  apiPaths,
  docsPaths,
  SESSION_CHANGED_HEADER,
  type AccessGrantAnswer,
} from '@gramota/contracts';
import {
  anonymousVisitor,
  GOOD_PASSWORD,
  profileOf,
  registeredVisitor,
  uniqueEmail,
} from '../../../test-support/accounts';
import { appForBlock, databases } from '../../../test-support/test-app';

/**
 * Issue 28, finding 7: every answer after which the session is someone else says so
 * (X-Session-Changed: 1), whatever the route, so the page has the service worker drop the cached
 * answers of the account before. Reads of the same session never say it.
 */
describe.each(databases)('answers that change who the session is (%s)', (kind) => {
  const app = appForBlock(kind);
  const changed = (response: Response) => response.headers.get(SESSION_CHANGED_HEADER);

  it('is said by registration, logout (a GET), login and switching accounts, never by reads', async () => {
    const owner = await registeredVisitor(app);
    const visitor = await anonymousVisitor(app);
    const email = uniqueEmail();
    const registered = await visitor.post(accountPaths.loginReg, { email, pwd: GOOD_PASSWORD });
    expect(registered.status).toBe(200);
    expect(changed(registered)).toBe('1');
    const teacher = Object.assign(visitor, { email });
    const { user_key: key } = await teacher.loginCheck();

    // Reads of a signed-in session: nothing changed.
    expect(changed(await teacher.get(apiPaths.loginCheck()))).toBeNull();
    expect(changed(await teacher.get(docsPaths.docsGet(key)))).toBeNull();

    const loggedOut = await teacher.get(accountPaths.logout);
    expect(loggedOut.status).toBeLessThan(400);
    expect(changed(loggedOut)).toBe('1');

    const login = await teacher.post(accountPaths.loginAuth, {
      email: teacher.email,
      pwd: GOOD_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(changed(login)).toBe('1');
    // A wrong password changes nobody.
    const wrong = await owner.post(accountPaths.loginAuth, { email: owner.email, pwd: 'nope' });
    expect(changed(wrong)).toBeNull();

    // Into the owner's account and back: the same cookie, another account.
    const granted = await owner.post(accountPaths.accessGrant, {
      user: teacher.email,
      permissions: 'docs_full',
    });
    expect(granted.status).toBe(200);
    expect(((await granted.json()) as AccessGrantAnswer).grant.member_email).toBe(teacher.email);
    const ownerId = (await profileOf(owner)).id;
    const into = await teacher.post(accountPaths.accessSwitch, { owner_id: ownerId });
    expect(into.status).toBe(200);
    expect(changed(into)).toBe('1');
    const back = await teacher.post(accountPaths.accessExit);
    expect(back.status).toBe(200);
    expect(changed(back)).toBe('1');
  });
});
