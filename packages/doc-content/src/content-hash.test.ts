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

  it('reads each unit of the largest content once: linear work, fit for autosave', () => {
    /** How many UTF-16 units contentHash reads for these parts (a counter on charCodeAt). */
    const unitsRead = (content: string) => {
      const original = String.prototype.charCodeAt;
      let reads = 0;
      String.prototype.charCodeAt = function (this: string, index: number) {
        reads += 1;
        return original.call(this, index);
      };
      try {
        contentHash(content, 'Roboto', '0 0 0 0');
      } finally {
        String.prototype.charCodeAt = original;
      }
      return reads;
    };
    const parts = 'Roboto'.length + '0 0 0 0'.length;
    const largest = 2 * 1024 * 1024;
    // Reads grow as the content does (one per unit): no re-scan, no quadratic step.
    expect(unitsRead('ж'.repeat(1024))).toBe(1024 + parts);
    expect(unitsRead('ж'.repeat(2048))).toBe(2048 + parts);
    expect(unitsRead('ж'.repeat(largest))).toBe(largest + parts);
  });
});
