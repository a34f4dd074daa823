import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';

// The browser reports the failed download of the missing manifest; nothing else may go wrong.
const brokenBuildUrl = /\/mf\/does-not-exist\//;

describe('When one area cannot be loaded', () => {
  // The operator pointed Ready files at a build that does not exist.
  const handle = useAppAndBrowser({ remotes: { ready: '/mf/does-not-exist/mf-manifest.json' } });
  const teacher = useTeacher(handle);

  test('the teacher sees the data error banner and the rest of the app keeps working', async () => {
    const { shell, errors } = teacher;
    errors.expect(brokenBuildUrl);

    await shell.open('/app/ready/');
    await shell.dataErrorBanner.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await shell.dataErrorBanner.textContent()).toContain('Data retrieval error');
    await expect(shell.sidebar.isVisible()).resolves.toBe(true);
    await expect(shell.topbar.isVisible()).resolves.toBe(true);

    await shell.goThroughSidebarTo('docs');
    expect(await shell.expectedHeadingOf('docs')).toBe('My documents');
    expect(await shell.dataErrorBanner.isVisible()).toBe(false);

    await shell.goThroughSidebarTo('storage');
    expect(await shell.expectedHeadingOf('storage')).toBe('Storage');
    expect(await shell.currentSidebarPages()).toEqual(['storage']);
    expect(await shell.dataErrorBanner.isVisible()).toBe(false);
  });

  test('going back to the broken area shows the banner again, not a white page', async () => {
    const { shell, errors } = teacher;
    errors.expect(brokenBuildUrl);

    await shell.open('/app/docs/');
    await shell.waitForArea('docs');
    await shell.sidebarLink('ready').click();
    await shell.dataErrorBanner.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await shell.currentSidebarPages()).toEqual(['ready']);
    await expect(shell.sidebar.isVisible()).resolves.toBe(true);
  });
});
