import { contentHash } from './content-hash';

describe('contentHash', () => {
  const base = ['{"blocks":[]}', 'Philosopher', '40 40 40 40'] as const;

  it('is the same for the same input, 16 hex digits', () => {
    expect(contentHash(...base)).toBe(contentHash(...base));
    expect(contentHash(...base)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes when any part changes', () => {
    const hash = contentHash(...base);
    expect(contentHash('{"blocks":[1]}', base[1], base[2])).not.toBe(hash);
    expect(contentHash(base[0], 'PT Serif', base[2])).not.toBe(hash);
    expect(contentHash(base[0], base[1], '40 40 40 45')).not.toBe(hash);
  });

  it('tells apart the same characters split differently between the parts', () => {
    expect(contentHash('ab', 'c', '')).not.toBe(contentHash('a', 'bc', ''));
    expect(contentHash('', '', '')).not.toBe(contentHash('', '', ' '));
  });

  it('spreads: many near-identical inputs give distinct hashes', () => {
    const hashes = new Set(
      Array.from({ length: 10_000 }, (_, index) =>
        contentHash(`{"n":${index}}`, 'Roboto', '0 0 0 0'),
      ),
    );
    expect(hashes.size).toBe(10_000);
  });

  it('is fast enough for autosave on the largest content', () => {
    const content = 'ж'.repeat(2 * 1024 * 1024);
    const started = Date.now();
    contentHash(content, 'Roboto', '0 0 0 0');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
