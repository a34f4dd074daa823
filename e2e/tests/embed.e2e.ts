import { EmbedHostPage } from '../pages/embed-host.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { startPartnerSite, type PartnerSite } from '../support/partner-site';

describe('An area embedded in another site', () => {
  let partner: PartnerSite;
  // The partner's origin is one of the sites the operator lets frame the areas (FRAME_ANCESTORS).
  const handle = useAppAndBrowser(async () => {
    partner = await startPartnerSite();
    return { env: { FRAME_ANCESTORS: partner.baseUrl } };
  });
  const teacher = useTeacher(handle);

  afterAll(async () => {
    await partner?.close();
  });

  test.each([
    ['/app/docs/?embed=true', 'docs', 'My documents'],
    ['/app/spreadsheet/1/?embed=true', 'spreadsheet', 'Mass creation'],
  ])('the school page shows %s without the app chrome', async (address, area, heading) => {
    // Document 1 is nobody's here: the framed table's data call answers 404, on purpose.
    if (area === 'spreadsheet')
      teacher.errors.expect(/status of 404 .*\/api\/spreadsheet-meta-get\/1\//);
    const host = new EmbedHostPage(teacher.page, partner.baseUrl, handle.app.baseUrl);
    await host.openEmbedding(address);

    expect(await host.headingInFrame(area)).toBe(heading);
    expect(await host.chromeInFrame()).toEqual({ topbars: 0, sidebars: 0 });
  });

  test('the same address opened directly also renders without chrome', async () => {
    const { shell } = teacher;
    await shell.open('/app/docs/?embed=true');

    expect(await shell.expectedHeadingOf('docs')).toBe('My documents');
    expect(await shell.topbar.count()).toBe(0);
    expect(await shell.sidebar.count()).toBe(0);
  });
});
