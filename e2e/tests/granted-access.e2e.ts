import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';

const OWNER = { email: 'olga@school.test', password: 'owner password', name: 'Olga Owner' };
const MEMBER = { email: 'mikhail@school.test', password: 'member password', name: 'Mikhail' };

/** Journey 4: an owner grants a colleague access; the colleague works in the owner's account. */
describe("A colleague works in a school teacher's account", () => {
  const handle = useAppAndBrowser();
  const owner = useTeacher(handle, 'owner');
  const member = useTeacher(handle, 'member');

  test('the member switches in, lands where the permissions say, sees only Exit, and is shut out after revoking', async () => {
    await member.steps.registerAs(MEMBER.email, MEMBER.password, MEMBER.name);
    await member.steps.menu.logOut();

    await owner.steps.registerAs(OWNER.email, OWNER.password, OWNER.name);
    await owner.steps.profile.open('access');
    await owner.steps.profile.grantAccess(MEMBER.email, ['pay_full', 'drive_view']);
    expect(await owner.steps.profile.grantedPermissions(MEMBER.email)).toEqual([
      'pay_full',
      'drive_view',
    ]);

    await member.steps.logInWithPassword(MEMBER.email, MEMBER.password);
    await member.shell.waitForArea('docs');
    expect(await member.steps.menu.sharedAccounts()).toEqual([OWNER.name]);
    await member.steps.menu.switchInto(OWNER.name);

    // drive_view comes after pay_full in the seeds' order, so drive wins.
    await member.shell.waitForArea('drive');
    expect(await member.shell.pathBecomes('/app/drive/')).toBe('/app/drive/');
    expect(await member.steps.languageButton.count()).toBe(0);
    expect(await member.steps.menu.items()).toEqual(['Exit']);
    await member.steps.menu.closeWithEscape();

    // Without docs_full, My documents and Ready files both send the member to the landing page.
    for (const page of ['/app/docs/', '/app/ready/']) {
      await member.shell.open(page);
      expect(await member.shell.pathBecomes('/app/drive/')).toBe('/app/drive/');
      await member.shell.waitForArea('drive');
    }

    await member.steps.profile.open();
    await member.steps.profile.forbidden.waitFor();
    expect((await member.steps.profile.forbidden.textContent())?.trim()).toContain('Forbidden');

    await member.steps.menu.exit();
    await member.shell.waitForArea('docs');
    expect(await member.shell.pathBecomes('/app/docs/')).toBe('/app/docs/');
    expect(await member.steps.languageButton.count()).toBe(1);
    expect(await member.steps.menu.items()).toContain('Log out');
    await member.steps.menu.closeWithEscape();

    await owner.steps.profile.revokeAccess(MEMBER.email);
    await member.page.reload();
    await member.shell.waitForArea('docs');
    expect(await member.steps.menu.sharedAccounts()).toEqual([]);
  });
});
