import { collectScripts, countReactCopies, readSharedPackage } from '@gramota/app-harness';
import { sidebarPages } from '../pages/areas';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';

describe('All areas share one React', () => {
  const handle = useAppAndBrowser();
  // Counts the scripts the network delivers; with the service worker, later areas' scripts come
  // from its cache and reach the test without a body (offline.e2e.ts covers the worker).
  const teacher = useTeacher(handle, '', { serviceWorkers: 'block' });

  test('a tour of every area downloads exactly one copy of React', async () => {
    const { shell, page } = teacher;
    const downloads = collectScripts(teacher.context);

    await shell.open('/app/');
    await shell.waitForArea('docs');
    for (const area of sidebarPages.slice(1)) {
      await shell.goThroughSidebarTo(area);
    }
    // The editor and the spreadsheet have no sidebar entry: reach them in the same document
    // through the History API, the way the app's own links do, on a document of this visitor's
    // (someone else's would send them to log in), so the table's grid library loads too.
    const docId = await shell.createDocument();
    for (const [address, area] of [
      [`/app/redactor/${docId}/`, 'redactor'],
      [`/app/spreadsheet/${docId}/`, 'spreadsheet'],
    ] as const)
      await shell.followAppLink(address, area);
    await page.locator('[data-testid="sheet-grid"][data-rows]').waitFor();

    const shared = await readSharedPackage(page, 'react');
    const scripts = await downloads.scripts();
    const uniqueByUrl = new Map(scripts.map((script) => [script.url, script.body]));
    const withReact = [...uniqueByUrl].filter(([, body]) => countReactCopies([body]) > 0);

    expect(uniqueByUrl.size).toBeGreaterThan(0);
    expect(withReact.map(([url]) => url)).toHaveLength(1);
    expect(countReactCopies([...uniqueByUrl.values()])).toBe(1);
    expect(shared.found).toBe(true);
    expect(shared.loadedVersions).toHaveLength(1);
    // Every federation instance (shell and each area) uses the React the same provider loaded.
    expect(shared.providers).toHaveLength(1);
  });
});
