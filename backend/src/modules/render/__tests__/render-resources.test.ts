import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveResource, type ResourceContext } from '../render-resources';
import { LocalFileStore } from '../../../shared/file-store';

/**
 * A page being rendered reads /data/ from DATA_DIR/public, but never people's made files or
 * storage copies: a document pointing at another account's certificate must not copy it into its
 * own file (security review, finding 2).
 */
describe('render resources under /data/', () => {
  let dataDir: string;
  let context: ResourceContext;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-render-resources-'));
    for (const [folder, name] of [
      ['doc', 'Royal_Merit_2.jpg'],
      ['storage', 'Royal_Merit_0123abcd.jpg'],
      ['titles', 't.png'],
    ] as const) {
      fs.mkdirSync(path.join(dataDir, 'public', folder), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'public', folder, name), 'bytes');
    }
    context = {
      userId: 'someone',
      files: new LocalFileStore(dataDir),
      catalogueDir: path.join(dataDir, 'catalogue'),
      fonts: {} as ResourceContext['fonts'],
      images: {} as ResourceContext['images'],
      stamps: null,
    };
  });

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('reads public pictures', async () => {
    const answer = await resolveResource(new URL('http://render.local/data/titles/t.png'), context);
    expect(answer).toMatchObject({ kind: 'file', contentType: 'image/png' });
  });

  it.each([
    '/data/doc/Royal_Merit_2.jpg',
    '/data/%64oc/Royal_Merit_2.jpg',
    '/data/DOC/Royal_Merit_2.jpg',
    '/data/titles/..%2fdoc%2fRoyal_Merit_2.jpg',
    '/data/storage/Royal_Merit_0123abcd.jpg',
  ])('leaves out %s as a missing picture', async (pathname) => {
    const answer = await resolveResource(new URL(`http://render.local${pathname}`), context);
    expect(answer).toMatchObject({ kind: 'missing', note: { code: 'picture_missing' } });
  });
});
