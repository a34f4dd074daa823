import { warmableUrls } from './warm-messages';

describe('warmableUrls', () => {
  it('keeps only same-origin URLs', () => {
    expect(
      warmableUrls(
        ['https://gramota.test/shell/main.0c1d2e3f.js', 'https://cdn.test/x.js', 'not a url', 7],
        'https://gramota.test',
      ),
    ).toEqual(['https://gramota.test/shell/main.0c1d2e3f.js']);
    expect(warmableUrls('https://gramota.test/', 'https://gramota.test')).toEqual([]);
  });
});
