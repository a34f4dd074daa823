import fs from 'node:fs';
import path from 'node:path';
import { accountPaths, readyPaths, SESSION_COOKIE } from '@gramota/contracts';
import { User } from '../../auth';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { DeliveryClient, madeBytes, type MadeFile } from '../../../test-support/delivery-test-kit';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { StorageDocument, storageDir, storageFileUrl } from '../../storage';

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

const KINDS = ['jpeg', 'thumb', 'pdf'] as const;
type Kind = (typeof KINDS)[number];
const CONTENT_TYPES: Record<Kind, string> = {
  jpeg: 'image/jpeg',
  thumb: 'image/webp',
  pdf: 'application/pdf',
};

const urlOf = (file: MadeFile, kind: Kind) =>
  ({
    jpeg: readyPaths.docFile(file.filename, file.id),
    thumb: readyPaths.thumb(file.filename, file.id),
    pdf: readyPaths.pdf(file.filename, file.id),
  })[kind];

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe.each(databases)('made files and storage copies are their owner’s on %s', (kind) => {
  let app: TestApp;
  const engine = new StandInEngine();
  const userCount = () => app.dataSource.getRepository(User).count();

  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir, renderEngine: engine });
  });
  afterAll(() => app.close());
  afterEach(() => app.clock.reset());

  /** A PRO teacher with a made file called 'Royal Merit' (PRO: made at once, storage allowed). */
  async function ownerWithFile() {
    const owner = await DeliveryClient.registered(app);
    await owner.grant(app, 'all-templates');
    const file = await owner.madeFile(app, fixture, { name: 'Royal Merit' });
    return { owner, file };
  }

  /** As an <img> or a link asks: the visitor's cookies, no X-Requested-With. */
  const asImage = (client: DeliveryClient, url: string, method = 'GET') =>
    client.visitor.request(url, { csrf: false, method });

  /** No cookie at all, or one that opens no session: 404, no cookie set, no account made. */
  async function expectRefusedWithoutSession(url: string) {
    const before = await userCount();
    for (const cookie of [
      undefined,
      `${SESSION_COOKIE}=bogus`,
      `${SESSION_COOKIE}=${'A'.repeat(43)}`,
    ])
      for (const method of ['GET', 'HEAD']) {
        const response = await app.request(url, { csrf: false, method, cookie });
        expect([url, cookie, method, response.status]).toEqual([url, cookie, method, 404]);
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(response.headers.get('cache-control')).not.toMatch(/public/);
      }
    expect(await userCount()).toBe(before);
  }

  it('serves a made file’s JPEG, thumbnail and PDF to its owner only; anyone else gets 404', async () => {
    const { owner, file } = await ownerWithFile();
    expect(file.filename).toBe('Royal_Merit');
    const stranger = await DeliveryClient.registered(app);
    const anonymous = await DeliveryClient.anonymous(app);

    for (const kindOfFile of KINDS) {
      const url = urlOf(file, kindOfFile);
      const bytes = madeBytes(app, file, kindOfFile);

      await expectRefusedWithoutSession(url);
      for (const other of [stranger, anonymous]) {
        const refused = await asImage(other, url);
        expect([url, refused.status]).toEqual([url, 404]);
        expect((await asImage(other, url, 'HEAD')).status).toBe(404);
      }

      const served = await asImage(owner, url);
      expect([url, served.status]).toEqual([url, 200]);
      expect(served.headers.get('content-type')).toBe(CONTENT_TYPES[kindOfFile]);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toMatch(/^inline/);
      expect((await bytesOf(served)).equals(bytes)).toBe(true);

      const head = await asImage(owner, url, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe(CONTENT_TYPES[kindOfFile]);
      expect(head.headers.get('content-length')).toBe(String(bytes.length));
      expect(head.headers.get('cache-control')).toBe('private, no-store');
      expect((await bytesOf(head)).length).toBe(0);
    }

    // The API's own call carries the header too: the same answer.
    expect((await owner.get(urlOf(file, 'pdf'))).status).toBe(200);
    const download = await asImage(owner, `${urlOf(file, 'pdf')}?download=1`);
    // Saved under the doc's name as written, not its slug (issue 29: names exact).
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="Royal Merit.pdf"',
    );
  });

  it('serves a byte range of a made PDF (a viewer paging through it), and 404 once the file is gone from the store', async () => {
    const { owner, file } = await ownerWithFile();
    const url = urlOf(file, 'pdf');
    const bytes = madeBytes(app, file, 'pdf');
    const ranged = (range: string) =>
      owner.visitor.request(url, { csrf: false, headers: { Range: range } });

    // The stand-in engine's PDF is short: a range inside it, and one running past its end.
    expect(bytes.length).toBeGreaterThan(10);
    const part = await ranged('bytes=2-9');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 2-9/${bytes.length}`);
    expect(part.headers.get('content-length')).toBe('8');
    expect(part.headers.get('content-type')).toBe('application/pdf');
    expect(part.headers.get('cache-control')).toBe('private, no-store');
    expect((await bytesOf(part)).equals(bytes.subarray(2, 10))).toBe(true);

    const tail = await ranged('bytes=-4');
    expect(tail.status).toBe(206);
    expect((await bytesOf(tail)).equals(bytes.subarray(bytes.length - 4))).toBe(true);
    const past = await ranged('bytes=5-100000');
    expect(past.headers.get('content-range')).toBe(`bytes 5-${bytes.length - 1}/${bytes.length}`);
    expect((await bytesOf(past)).equals(bytes.subarray(5))).toBe(true);

    const beyond = await ranged(`bytes=${bytes.length}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    // A stranger's range request learns nothing either.
    const stranger = await DeliveryClient.registered(app);
    const probe = await stranger.visitor.request(url, {
      csrf: false,
      headers: { Range: 'bytes=0-9' },
    });
    expect(probe.status).toBe(404);

    // The row is there, the file is not (a store that lost it): 404, never a server error.
    fs.rmSync(path.join(app.config.dataDir, 'public', 'doc', `${file.filename}_${file.id}.pdf`));
    expect((await asImage(owner, url)).status).toBe(404);
    expect((await asImage(owner, url, 'HEAD')).status).toBe(404);
    expect((await ranged('bytes=0-9')).status).toBe(404);
  });

  it('answers 404 for names that are not exactly one of the account’s files', async () => {
    const { owner, file } = await ownerWithFile();
    const other = await ownerWithFile();
    for (const url of [
      // Another account's file, by its address: the sequential id is no key.
      urlOf(other.file, 'jpeg'),
      urlOf(other.file, 'pdf'),
      // The owner's id with another name, another id with the owner's name, other endings.
      readyPaths.docFile('Other_Name', file.id),
      readyPaths.docFile(file.filename, other.file.id),
      `/data/doc/${file.filename}_${file.id}.png`,
      `/data/doc/${file.filename}_${file.id}`,
      `/data/doc/${file.filename}_${file.id}.jpg%00`,
      `/data/doc/sub/${file.filename}_${file.id}.jpg`,
      '/data/doc/',
      '/data/doc/%E0%A4%A',
    ]) {
      const response = await asImage(owner, url);
      expect([url, response.status]).toEqual([url, 404]);
    }
    // Another account's file stays its owner's.
    expect((await asImage(other.owner, urlOf(other.file, 'jpeg'))).status).toBe(200);
  });

  it('serves the files in the trash to their owner (the trash view shows them), and none once deleted', async () => {
    const { owner, file } = await ownerWithFile();
    const form = (type: 'doc' | 'trash', action: 'remove' | 'remove-trash', dataId: string) =>
      owner.visitor.post(readyPaths.formAction(type, action), { data_id: dataId });
    expect((await form('doc', 'remove', file.id)).status).toBe(200);
    expect((await asImage(owner, urlOf(file, 'thumb'))).status).toBe(200);
    expect((await form('trash', 'remove-trash', `doc:${file.id}`)).status).toBe(200);
    expect((await asImage(owner, urlOf(file, 'thumb'))).status).toBe(404);
  });

  it('lets a member switched in with docs_full see the owner’s made files, and no one without it', async () => {
    const { owner, file } = await ownerWithFile();
    const withDocs = await DeliveryClient.registered(app);
    const withPrint = await DeliveryClient.registered(app);
    for (const [member, permissions] of [
      [withDocs, 'docs_full'],
      [withPrint, 'print_view,storage_view'],
    ] as const) {
      const granted = await owner.visitor.post(accountPaths.accessGrant, {
        user: member.email,
        permissions,
      });
      expect(granted.status).toBe(200);
    }
    const url = urlOf(file, 'jpeg');
    // Not switched: their own account, which has no such file.
    expect((await asImage(withDocs, url)).status).toBe(404);

    const ownerId = await owner.userId();
    await withDocs.switchInto(ownerId);
    await withPrint.switchInto(ownerId);
    const served = await asImage(withDocs, url);
    expect(served.status).toBe(200);
    expect((await bytesOf(served)).equals(madeBytes(app, file, 'jpeg'))).toBe(true);
    expect((await asImage(withDocs, urlOf(file, 'pdf'), 'HEAD')).status).toBe(200);
    expect((await asImage(withPrint, url)).status).toBe(404);
    expect((await asImage(withPrint, url, 'HEAD')).status).toBe(404);

    // A revoked grant ends the switch at once.
    const grants = (await (await owner.get(accountPaths.accessList)).json()) as {
      grants: Array<{ id: string; member_email: string }>;
    };
    const grant = grants.grants.find((one) => one.member_email === withDocs.email)!;
    await owner.visitor.post(accountPaths.accessRevoke, { grant_id: grant.id });
    expect((await asImage(withDocs, url)).status).toBe(404);
  });

  it('serves storage copies to the owner and to members with storage_view only', async () => {
    const { owner, file } = await ownerWithFile();
    const added = await owner.storageAdd([file.id]);
    expect(added.status).toBe(200);
    const copy = await app.dataSource
      .getRepository(StorageDocument)
      .findOneByOrFail({ userId: await owner.userId(), readyFileId: Number(file.id) });
    // 128 random bits in every copy's name.
    expect(copy.fileName).toMatch(/^Royal_Merit_[0-9a-f]{32}\.jpg$/);
    const names = {
      jpeg: copy.fileName,
      thumb: copy.thumbName,
      pdf: copy.pdfName,
    };
    const stranger = await DeliveryClient.registered(app);
    const withStorage = await DeliveryClient.registered(app);
    const withDocs = await DeliveryClient.registered(app);
    for (const [member, permissions] of [
      [withStorage, 'storage_view'],
      [withDocs, 'docs_full'],
    ] as const)
      await owner.visitor.post(accountPaths.accessGrant, { user: member.email, permissions });
    await withStorage.switchInto(await owner.userId());
    await withDocs.switchInto(await owner.userId());

    for (const kindOfFile of KINDS) {
      const url = storageFileUrl(names[kindOfFile]);
      const bytes = fs.readFileSync(path.join(storageDir(app.config.dataDir), names[kindOfFile]));
      await expectRefusedWithoutSession(url);
      expect((await asImage(stranger, url)).status).toBe(404);
      expect((await asImage(withDocs, url)).status).toBe(404);

      for (const allowed of [owner, withStorage]) {
        const served = await asImage(allowed, url);
        expect([url, served.status]).toEqual([url, 200]);
        expect(served.headers.get('content-type')).toBe(CONTENT_TYPES[kindOfFile]);
        expect(served.headers.get('cache-control')).toBe('private, no-store');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect((await bytesOf(served)).equals(bytes)).toBe(true);
        const head = await asImage(allowed, url, 'HEAD');
        expect(head.status).toBe(200);
        expect(head.headers.get('content-length')).toBe(String(bytes.length));
      }
    }
    for (const url of ['/data/storage/', '/data/storage/nope.jpg', '/data/storage/a/b.jpg'])
      expect((await asImage(owner, url)).status).toBe(404);
  });

  it('never lets the static folder serve them, however the address is written', async () => {
    const { owner, file } = await ownerWithFile();
    const name = `${file.filename}_${file.id}.jpg`;
    await owner.storageAdd([file.id]);
    const copy = await app.dataSource
      .getRepository(StorageDocument)
      .findOneByOrFail({ userId: await owner.userId(), readyFileId: Number(file.id) });
    for (const rawPath of [
      `/data//doc/${name}`,
      `/data/./doc/${name}`,
      `/data/%64oc/${name}`,
      `/data/doc%2f${name}`,
      `/data/DOC/${name}`,
      `/data/userpic/../doc/${name}`,
      `/data/userpic/..%2fdoc/${name}`,
      `/data/userpic%2f..%2fdoc%2f${name}`,
      `/data/x/..%5cdoc%5c${name}`,
      `/data//storage/${copy.fileName}`,
      `/data/%73torage/${copy.fileName}`,
      `/data/Storage/${copy.fileName}`,
    ]) {
      const response = await app.rawGet(rawPath);
      expect([rawPath, response.status]).toEqual([rawPath, 404]);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});
