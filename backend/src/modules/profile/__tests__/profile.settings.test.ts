import { BadRequestError } from '../../../errors';
import {
  decodeSettingsPayload,
  MAX_STORED_SETTINGS_KEYS,
  mergeSettings,
  readStoredSettings,
} from '../profile.settings';

describe('decodeSettingsPayload', () => {
  it('reads the JSON string the seeds send', () => {
    expect(decodeSettingsPayload('{"docs_view":"list","toast_disable_login":true}')).toEqual({
      docs_view: 'list',
      toast_disable_login: true,
    });
  });

  it('accepts the object itself (JSON bodies)', () => {
    expect(decodeSettingsPayload({ sidebar: 'none' })).toEqual({ sidebar: 'none' });
  });

  it.each([
    [undefined, 'settings is required'],
    ['', 'settings is required'],
    ['{docs_view:', 'settings is not valid JSON'],
    [42, 'settings must be a JSON string of an object'],
    [true, 'settings must be a JSON string of an object'],
    ['[1,2]', 'settings must be a JSON object'],
    ['"list"', 'settings must be a JSON object'],
    ['null', 'settings must be a JSON object'],
    ['{"is_admin":true}', 'Unknown setting: is_admin'],
    ['{"docs_view":"huge"}', /docs_view/],
    ['{"pwa_promo":"yes"}', /pwa_promo/],
    ['{"toast_disable_login":1}', 'toast_disable_login must be true or false'],
    [`{"curTemplateLng":"${'x'.repeat(30_000)}"}`, 'settings is too long'],
  ])('refuses %j with a clear message', (payload, message) => {
    let thrown: unknown;
    try {
      decodeSettingsPayload(payload);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BadRequestError);
    const answer = (thrown as BadRequestError).answer;
    expect(answer.result).toBe('error');
    expect(answer.name).toBe('settings');
    if (typeof message === 'string') expect(answer.error_text).toBe(message);
    else expect(answer.error_text).toMatch(message);
  });
});

describe('mergeSettings', () => {
  it('changes only the keys sent and keeps the rest', () => {
    expect(
      mergeSettings({ docs_view: 'list', sidebar: 'open' }, { sidebar: 'none', pwa_promo: true }),
    ).toEqual({
      docs_view: 'list',
      sidebar: 'none',
      pwa_promo: true,
    });
  });

  it('does not let toast flags grow the stored object without bound', () => {
    const stored = Object.fromEntries(
      Array.from({ length: MAX_STORED_SETTINGS_KEYS }, (_, i) => [`toast_disable_${i}`, true]),
    );
    expect(() => mergeSettings(stored, { toast_disable_one_more: true })).toThrow(
      'Too many settings',
    );
    expect(mergeSettings(stored, { toast_disable_0: false })).toHaveProperty(
      'toast_disable_0',
      false,
    );
  });
});

describe('readStoredSettings', () => {
  it('reads stored JSON', () => {
    expect(readStoredSettings('{"docs_view":"list"}')).toEqual({ docs_view: 'list' });
  });

  it('survives broken or outdated stored text, key by key', () => {
    expect(readStoredSettings('not json')).toEqual({});
    expect(readStoredSettings('[1]')).toEqual({});
    expect(readStoredSettings(null)).toEqual({});
    expect(readStoredSettings('{"docs_view":"list","retired_key":1,"sidebar":"bogus"}')).toEqual({
      docs_view: 'list',
    });
  });
});
