import fs from 'node:fs';
import path from 'node:path';
import { readTableFile } from '..';

const repoRoot = path.resolve(__dirname, '../../../../../..');
const CLASS_LISTS = path.join(repoRoot, 'fixtures', 'class-lists');
/**
 * The reader's output for each shared class list as mf-spreadsheet's header-row tests read it
 * (an area never imports the backend). Written by make-class-lists-read.cjs beside it.
 */
const SNAPSHOT = path.join(repoRoot, 'mf-spreadsheet/src/sheet/fixtures/class-lists.read.json');

describe('the class lists as the header-row tests see them', () => {
  const snapshot = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as Record<string, unknown>;
  const lists = fs.readdirSync(CLASS_LISTS).filter((name) => /\.(csv|xlsx)$/.test(name));

  it('covers every shared class list', () => {
    expect(Object.keys(snapshot).sort()).toEqual([...lists].sort());
  });

  it.each(lists)(
    '%s reads exactly as the snapshot says (run make-class-lists-read.cjs after a reader change)',
    async (name) => {
      const bytes = new Uint8Array(fs.readFileSync(path.join(CLASS_LISTS, name)));
      expect(await readTableFile(bytes, 'ru')).toEqual(snapshot[name]);
    },
  );
});
