import { parsePermissions } from '@gramota/contracts';
import { parseRoute } from '@gramota/shell-api';
import { areaForPage, effectivePage, isShellPage } from './page-areas';
import { landingPath } from './landing';
import { shouldRouteInApp, withoutStrayHash } from './links';

describe('page to area', () => {
  it('maps every area page and shares areas between related pages', () => {
    expect(areaForPage('docs')).toBe('docs');
    expect(areaForPage('templates')).toBe('docs');
    expect(areaForPage('drive')).toBe('storage');
    expect(areaForPage('invoice')).toBe('pay');
    expect(areaForPage('about')).toBe('pay');
    expect(areaForPage('workshop-redactor')).toBe('workshop');
  });
  it('knows no area for shell pages and unknown pages, even prototype keys', () => {
    expect(areaForPage('login')).toBeNull();
    expect(areaForPage('constructor')).toBeNull();
    expect(isShellPage('profile')).toBe(true);
    expect(isShellPage('help')).toBe(true);
    expect(areaForPage('help')).toBeNull();
    expect(isShellPage('docs')).toBe(false);
  });
  it('turns workshop/redactor into workshop-redactor', () => {
    expect(effectivePage('workshop', ['redactor', '5'])).toBe('workshop-redactor');
    expect(effectivePage('workshop', ['folder', '5'])).toBe('workshop');
  });
  it('shows drive create’s mail pages in the spreadsheet area, other settings in the shell', () => {
    expect(areaForPage(effectivePage('mails', ['templates', '5']))).toBe('spreadsheet');
    expect(areaForPage(effectivePage('settings', ['mail']))).toBe('spreadsheet');
    expect(effectivePage('settings', [])).toBe('settings');
    expect(areaForPage(effectivePage('settings', []))).toBeNull();
  });
});

describe('landing page', () => {
  it('is docs for an ordinary account', () => {
    expect(landingPath(false, parsePermissions('pay_full'))).toBe('/app/docs/');
  });
  it('follows the seeds order for granted access, later checks winning', () => {
    expect(landingPath(true, parsePermissions('pay_full'))).toBe('/app/pay/');
    expect(landingPath(true, parsePermissions('pay_full,workshop_full'))).toBe('/app/workshop/');
    expect(landingPath(true, parsePermissions('drive_view,settings_full'))).toBe('/app/drive/');
    expect(landingPath(true, parsePermissions('docs_full,pay_full,drive_view'))).toBe('/app/docs/');
    expect(landingPath(true, parsePermissions(''))).toBe('/app/docs/');
  });
  it('sends print_view to the print orders page, a page the pay area shows', () => {
    const path = landingPath(true, parsePermissions('workshop_full,print_view'));
    expect(path).toBe('/app/pay/print/');
    const { page } = parseRoute(path);
    expect(areaForPage(effectivePage(page, []))).toBe('pay');
  });
});

describe('link handling', () => {
  const origin = window.location.origin;
  const link = (html: string) => {
    document.body.innerHTML = html;
    return document.body.querySelector('a') as HTMLAnchorElement;
  };
  it('routes in-app links', () => {
    expect(shouldRouteInApp(link('<a href="/app/ready/">x</a>'), origin)).toBe(true);
  });
  it('leaves downloads, ignored, direct, new-tab and outside links to the browser', () => {
    expect(shouldRouteInApp(link('<a href="/app/ready/" download>x</a>'), origin)).toBe(false);
    expect(
      shouldRouteInApp(link('<a href="/app/ready/" data-ignore-router="true">x</a>'), origin),
    ).toBe(false);
    expect(shouldRouteInApp(link('<a href="/app/ready/" class="direct-link">x</a>'), origin)).toBe(
      false,
    );
    expect(shouldRouteInApp(link('<a href="/app/ready/" target="_blank">x</a>'), origin)).toBe(
      false,
    );
    expect(shouldRouteInApp(link('<a href="/data/doc/a.jpg">x</a>'), origin)).toBe(false);
    expect(shouldRouteInApp(link('<a href="https://example.org/app/">x</a>'), origin)).toBe(false);
  });
  it('removes a stray trailing #', () => {
    expect(withoutStrayHash('http://h/app/docs/#')).toBe('http://h/app/docs/');
    expect(withoutStrayHash('http://h/app/docs/#modal')).toBeNull();
  });
});
