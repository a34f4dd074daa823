import { parseSettings } from './settings';
import { parsePermissions } from './permissions';

describe('parseSettings', () => {
  it('accepts known keys and toast flags', () => {
    const result = parseSettings({ docs_view: 'list', toast_disable_login: true });
    expect(result).toEqual({ ok: true, value: { docs_view: 'list', toast_disable_login: true } });
  });

  it('refuses an unknown key and names it', () => {
    expect(parseSettings({ is_admin: true })).toEqual({
      ok: false,
      error: 'Unknown setting: is_admin',
    });
  });

  it('refuses a value of the wrong type', () => {
    const result = parseSettings({ docs_view: 'huge' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/docs_view/);
  });

  it('refuses a non-object', () => {
    expect(parseSettings('x').ok).toBe(false);
    expect(parseSettings([1]).ok).toBe(false);
  });
});

describe('parsePermissions', () => {
  it('turns a comma list into flags', () => {
    const flags = parsePermissions('docs_full, pay_full');
    expect(flags.docs_full).toBe(true);
    expect(flags.pay_full).toBe(true);
    expect(flags.storage_edit).toBe(false);
  });
});
