import { accessLandingPage, parsePermissions } from './permissions';

describe('accessLandingPage (seed 000 §2: later checks override earlier ones)', () => {
  it.each([
    ['pay_full', '/app/pay/'],
    ['pay_full,settings_full', '/app/settings/'],
    ['settings_full,workshop_full', '/app/workshop/'],
    ['workshop_full,print_view', '/app/pay/print/'],
    ['print_view,drive_view', '/app/drive/'],
    ['pay_full,docs_full,drive_view', '/app/docs/'],
    ['storage_view,storage_edit', '/app/'],
    ['', '/app/'],
  ])('%s → %s', (permissions, landing) => {
    expect(accessLandingPage(parsePermissions(permissions))).toBe(landing);
  });
});
