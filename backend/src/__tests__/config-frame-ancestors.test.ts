import { ConfigError, loadConfig } from '../config';

describe('FRAME_ANCESTORS', () => {
  it('is empty when unset or empty: only the app frames its pages', () => {
    expect(loadConfig({}).frameAncestors).toEqual([]);
    expect(loadConfig({ FRAME_ANCESTORS: '' }).frameAncestors).toEqual([]);
    expect(loadConfig({ FRAME_ANCESTORS: ' , ' }).frameAncestors).toEqual([]);
  });

  it('reads origins separated by spaces or commas, as origins', () => {
    const config = loadConfig({
      FRAME_ANCESTORS:
        'https://School.example/, http://127.0.0.1:4567  https://partner.example:443',
    });
    expect(config.frameAncestors).toEqual([
      'https://school.example',
      'http://127.0.0.1:4567',
      'https://partner.example',
    ]);
  });

  it.each([
    'school.example',
    'https://school.example/embed',
    'ftp://school.example',
    'https://*.school.example',
    "'self'",
    "https://a.example;script-src 'unsafe-inline'",
  ])('refuses %s, naming the variable', (value) => {
    const attempt = () => loadConfig({ FRAME_ANCESTORS: `https://ok.example ${value}` });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/FRAME_ANCESTORS=.*must be http\(s\) origins/);
  });
});
