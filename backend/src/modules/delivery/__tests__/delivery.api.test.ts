import fs from 'node:fs';
import path from 'node:path';
import {
  accountPaths,
  deliveryErrors,
  deliveryPaths,
  PRINT_LIMITS,
  readyPaths,
  type CreatorStatusAnswer,
} from '@gramota/contracts';
import { GOOD_PASSWORD, userByEmail } from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { PrintOrderItem } from '../../print-order';
import { ReadyFile } from '../../ready';
import { StorageDocument, storageDir, storageFileUrl } from '../../storage';
import {
  answerOf,
  DeliveryClient,
  madeBytes,
  type MadeFile,
} from '../../../test-support/delivery-test-kit';

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(databases)('storage, print order and share to mobile on %s', (kind) => {
  let app: TestApp;
  const engine = new StandInEngine();

  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir, renderEngine: engine });
  });
  afterAll(() => app.close());
  afterEach(() => app.clock.reset());

  /** The same refusals every files call makes. */
  async function expectFileRefusals(
    call: (client: DeliveryClient, files: string[]) => Promise<Response>,
    owner: DeliveryClient,
    own: MadeFile,
    waiting: string,
  ) {
    const stranger = await DeliveryClient.registered(app);
    await stranger.grant(app, 'all-templates');
    for (const files of [[own.id], ['999999'], [own.id, '999999']])
      expect(await answerOf(await call(stranger, files))).toMatchObject({
        status: 404,
        body: { result: 'error', error_code: 'not_found', error_text: deliveryErrors.not_found },
      });
    for (const files of [['abc'], [''], ['stdoc:1'], Array.from({ length: 31 }, () => own.id)])
      expect(await answerOf(await call(owner, files))).toMatchObject({
        status: 400,
        body: { error_code: 'files_invalid', error_text: deliveryErrors.files_invalid },
      });
    const bare = await owner.get(deliveryPaths.storageAddFiles([]).replace('?files=', ''));
    expect((await answerOf(bare)).body.error_code).toBe('files_invalid');

    expect(await answerOf(await call(owner, [own.id, waiting]))).toMatchObject({
      status: 409,
      body: { error_code: 'file_wait', error_text: deliveryErrors.file_wait },
    });
  }

  /** A free file still waiting out its timeout (the clock is not moved for it). */
  async function waitingFile(client: DeliveryClient): Promise<string> {
    const created = await client.created(
      await client.createDoc(fixture.free.id),
      'export',
      'undonate',
    );
    expect(created).toMatchObject({ result: 'success', free: '1' });
    return created.doc;
  }

  it('copies PRO files into the storage; the copies outlive the ready files', async () => {
    const teacher = await DeliveryClient.registered(app);
    await teacher.grant(app, 'all-templates');
    const first = await teacher.madeFile(app, fixture, { name: 'Диплом' });
    const second = await teacher.madeFile(app, fixture);

    const added = await answerOf(await teacher.storageAdd([first.id, second.id]));
    expect(added).toEqual({
      status: 200,
      body: { result: 'success', added: [expect.stringMatching(/^\d+$/), expect.any(String)] },
    });
    const ids = (added.body.added as string[]).map(Number);
    expect(new Set(ids).size).toBe(2);
    const rows = await app.dataSource
      .getRepository(StorageDocument)
      .findBy({ userId: await teacher.userId() });
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    const copy = rows.find((row) => row.id === ids[0])!;
    expect(copy).toMatchObject({
      name: 'Диплом',
      format: expect.any(String),
      folderId: null,
      shareType: 'users',
      readyFileId: Number(first.id),
    });

    // Adding the same file again keeps its one storage document.
    expect((await answerOf(await teacher.storageAdd([`redoc:${first.id}`]))).body).toEqual({
      result: 'success',
      added: [String(ids[0])],
    });

    // The ready file and its files go away; the storage copy stays and is served.
    const jpeg = madeBytes(app, first, 'jpeg');
    const pdf = madeBytes(app, first, 'pdf');
    await app.dataSource.getRepository(ReadyFile).delete({ id: Number(first.id) });
    for (const kindOfFile of ['jpeg', 'pdf', 'thumb'] as const) {
      const url = {
        jpeg: readyPaths.docFile(first.filename, first.id),
        pdf: readyPaths.pdf(first.filename, first.id),
        thumb: readyPaths.thumb(first.filename, first.id),
      }[kindOfFile];
      fs.rmSync(
        path.join(app.config.dataDir, 'public', decodeURIComponent(url.slice('/data/'.length))),
      );
    }
    const dir = storageDir(app.config.dataDir);
    expect(fs.readFileSync(path.join(dir, copy.fileName)).equals(jpeg)).toBe(true);
    expect(fs.readFileSync(path.join(dir, copy.pdfName)).equals(pdf)).toBe(true);
    const served = await teacher.get(storageFileUrl(copy.pdfName));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await teacher.get(storageFileUrl(copy.thumbName))).status).toBe(200);
  });

  it('refuses visitors, free files (adding none) and files that are not there yet', async () => {
    const visitor = await DeliveryClient.anonymous(app);
    const theirs = await visitor.madeFile(app, fixture, { suffix: 'free' });
    expect(await answerOf(await visitor.storageAdd([theirs.id]))).toEqual({
      status: 200,
      body: { result: 'need_login' },
    });

    const teacher = await DeliveryClient.registered(app);
    const free = await teacher.madeFile(app, fixture, { suffix: 'free' });
    const waiting = await waitingFile(teacher);
    await teacher.grant(app, 'all-templates');
    const pro = await teacher.madeFile(app, fixture);
    expect(await answerOf(await teacher.storageAdd([pro.id, free.id]))).toEqual({
      status: 200,
      body: { result: 'need_pro' },
    });
    const userId = await teacher.userId();
    expect(await app.dataSource.getRepository(StorageDocument).countBy({ userId })).toBe(0);
    await expectFileRefusals((client, files) => client.storageAdd(files), teacher, pro, waiting);
    expect(await app.dataSource.getRepository(StorageDocument).countBy({ userId })).toBe(0);
  });

  it('puts files into the print order once each, for visitors too, and keeps them on login', async () => {
    const registered = await DeliveryClient.registered(app);
    const kept = await registered.madeFile(app, fixture, { suffix: 'free' });
    expect((await answerOf(await registered.printOrderAdd([kept.id]))).body.count).toBe(1);
    await registered.logout();

    const visitor = await DeliveryClient.anonymous(app);
    const first = await visitor.madeFile(app, fixture, { suffix: 'free' });
    const second = await visitor.madeFile(app, fixture, { suffix: 'free' });
    expect(await answerOf(await visitor.printOrderAdd([first.id]))).toEqual({
      status: 200,
      body: { result: 'success', count: 1, location: deliveryPaths.printOrder() },
    });
    expect((await answerOf(await visitor.printOrderAdd([first.id, second.id]))).body).toEqual({
      result: 'success',
      count: 2,
      location: '/app/pay/print/',
    });
    // The plain id form is the same file.
    expect((await answerOf(await visitor.storageAdd([first.id]))).body.result).toBe('need_login');
    const plain = await visitor.get(`/api/print-order-add-file/?files=${first.id}`);
    expect((await answerOf(plain)).body.count).toBe(2);

    const waiting = await waitingFile(visitor);
    await expectFileRefusals(
      (client, files) => client.printOrderAdd(files),
      visitor,
      first,
      waiting,
    );

    // Logging into the account the visitor already had: the order goes along.
    const login = await visitor.visitor.post(accountPaths.loginAuth, {
      email: registered.email,
      pwd: GOOD_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect((await answerOf(await visitor.printOrderAdd([kept.id]))).body.count).toBe(3);
    expect(
      await app.dataSource
        .getRepository(PrintOrderItem)
        .countBy({ userId: (await userByEmail(app, registered.email)).id }),
    ).toBe(3);
  });

  it('keeps the print order at 200 files: one more is refused and none of the call is added', async () => {
    const teacher = await DeliveryClient.anonymous(app);
    const made = await teacher.madeFile(app, fixture, { suffix: 'free' });
    const extra = await teacher.madeFile(app, fixture, { suffix: 'free' });
    const files = app.dataSource.getRepository(ReadyFile);
    const original = await files.findOneByOrFail({ id: Number(made.id) });
    // 200 files already in the cart (copies of a made file, each its own ready file).
    const copies = Array.from({ length: PRINT_LIMITS.filesMax }, (_, index) =>
      files.create({
        ...original,
        id: 900_000 + index,
        jobId: 900_000 + index,
        shareMobileCode: `copy-${index}`,
      }),
    );
    await files.save(copies);
    const items = app.dataSource.getRepository(PrintOrderItem);
    await items.save(
      copies.map((copy) =>
        items.create({ userId: original.userId, readyFileId: copy.id, addedAt: Date.now() }),
      ),
    );

    const refused = await answerOf(await teacher.printOrderAdd([made.id, extra.id]));
    expect(refused).toEqual({
      status: 400,
      body: {
        result: 'error',
        error_code: 'print_order_full',
        error_text: deliveryErrors.print_order_full,
      },
    });
    expect(await items.countBy({ userId: original.userId })).toBe(PRINT_LIMITS.filesMax);
    // A file already in the cart may be added again: the cart stays as it is.
    const again = await answerOf(await teacher.printOrderAdd([String(copies[0]!.id)]));
    expect([again.status, again.body.count]).toEqual([200, PRINT_LIMITS.filesMax]);
  });

  it('shows a shared file to anyone with the code, without a session or the CSRF header', async () => {
    const teacher = await DeliveryClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.free.id);
    await teacher.ok('doc', 'rename', { data_id: doc, name: `5 < 6 & "Co" 'x'` });
    const created = await teacher.created(doc, 'share-mobile', 'free');
    app.clock.advance(11_000);
    const status: CreatorStatusAnswer = await teacher.settled(doc, created.doc);
    const code = status.share_mobile_code;
    // The code is the only lock on the public address: 128 random bits (security review, finding 2).
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const phone = await app.request(deliveryPaths.shareMobilePage(code), {
      csrf: false,
      headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' },
    });
    expect(phone.status).toBe(200);
    expect(phone.headers.get('content-type')).toMatch(/^text\/html/);
    expect(phone.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(phone.headers.get('set-cookie')).toBeNull();
    const html = await phone.text();
    // The page shows and hands out the file through the code: the file's own address is the
    // owner's only (security review, finding 2).
    const picture = deliveryPaths.shareMobileFile(code, 'jpg');
    const jpeg = deliveryPaths.shareMobileFile(code, 'jpg', true);
    const pdf = deliveryPaths.shareMobileFile(code, 'pdf', true);
    expect(picture).toBe(`/app/s/${code}/file.jpg`);
    expect(pdf).toBe(`/app/s/${code}/file.pdf?download=1`);
    expect(html).toContain(`<img src="${picture}"`);
    // The file's slug keeps the name's apostrophes, escaped in the page like any text.
    expect(created.filename).toBe("5_6_Co_'x'");
    expect(html).toContain(`href="${jpeg}" download="5_6_Co_&#39;x&#39;.jpg"`);
    expect(html).toContain(`href="${pdf}" download="5_6_Co_&#39;x&#39;.pdf"`);
    expect(html).not.toContain('/data/doc/');
    expect(html).toContain('Скачать PDF');
    expect(html).toContain('<h1>5 &lt; 6 &amp; &quot;Co&quot; &#39;x&#39;</h1>');
    expect(html).not.toContain('<script');
    const made = { doc, id: created.doc, filename: created.filename };
    for (const [url, bytes, type, disposition] of [
      [picture, madeBytes(app, made, 'jpeg'), 'image/jpeg', /^inline/],
      [jpeg, madeBytes(app, made, 'jpeg'), 'image/jpeg', /^attachment; filename="[^"]+\.jpg"$/],
      [pdf, madeBytes(app, made, 'pdf'), 'application/pdf', /^attachment; filename="[^"]+\.pdf"$/],
    ] as const) {
      const served = await app.request(url, { csrf: false });
      expect([url, served.status]).toEqual([url, 200]);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('content-disposition')).toMatch(disposition);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.getSetCookie()).toEqual([]);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      const head = await app.request(url, { csrf: false, method: 'HEAD' });
      expect([head.status, head.headers.get('content-length')]).toEqual([
        200,
        String(bytes.length),
      ]);
    }
    // The made file's own address opens nothing without the owner's session.
    for (const url of [
      readyPaths.docFile(created.filename, created.doc),
      readyPaths.pdf(created.filename, created.doc),
    ]) {
      const refused = await app.request(url, { csrf: false });
      expect([url, refused.status]).toEqual([url, 404]);
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    // A wrong code, another name after a right one: the same 404, never the app's page.
    for (const url of [
      `/app/s/${'A'.repeat(22)}/file.jpg`,
      `/app/s/${code.slice(0, 21)}/file.pdf`,
      `/app/s/${code}/file.png`,
      `/app/s/${code}/Royal_Merit.jpg`,
      '/app/s/abcdefgh/file.jpg',
    ]) {
      const missing = await app.request(url, { csrf: false });
      expect([url, missing.status]).toEqual([url, 404]);
      expect(missing.headers.getSetCookie()).toEqual([]);
    }

    const english = await app.request(deliveryPaths.shareMobilePage(code), {
      csrf: false,
      headers: { 'Accept-Language': 'en-US,en;q=0.8' },
    });
    expect(await english.text()).toContain('Download PDF');
    const kazakh = await app.request(deliveryPaths.shareMobilePage(code), {
      csrf: false,
      headers: { 'Accept-Language': 'kk-KZ,kk;q=0.9,ru;q=0.8' },
    });
    const kazakhPage = await kazakh.text();
    expect(kazakhPage).toContain('<html lang="kk">');
    expect(kazakhPage).toContain('PDF жүктеп алу');
    const italian = await app.request(deliveryPaths.shareMobilePage(code), {
      csrf: false,
      headers: { 'Accept-Language': 'it-IT,it;q=0.9' },
    });
    expect(await italian.text()).toContain('Scarica PDF');
    const slashless = await app.request(`/app/s/${code}`, { csrf: false });
    expect(slashless.status).toBe(302);
    expect(slashless.headers.get('location')).toBe(`/app/s/${code}/`);

    for (const unknown of [
      'zzzzzzzz',
      'abc',
      '..%2F..%2Fetc',
      `${code}x`,
      code.slice(0, 21),
      'A'.repeat(22),
    ]) {
      const missing = await app.request(`/app/s/${unknown}/`, { csrf: false });
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Файл не найден');
    }

    // In the trash, the file is neither shown by its link nor sent anywhere; restored, it is.
    const trash = (action: 'remove' | 'restore', type: 'doc' | 'trash', dataId: string) =>
      teacher.visitor.post(readyPaths.formAction(type, action), { data_id: dataId });
    expect((await trash('remove', 'doc', created.doc)).status).toBe(200);
    expect((await app.request(deliveryPaths.shareMobilePage(code), { csrf: false })).status).toBe(
      404,
    );
    expect((await app.request(picture, { csrf: false })).status).toBe(404);
    const refused = await teacher.get(deliveryPaths.printOrderAddFile([created.doc]));
    expect([refused.status, ((await refused.json()) as { error_code: string }).error_code]).toEqual(
      [400, 'in_trash'],
    );
    expect((await trash('restore', 'trash', `doc:${created.doc}`)).status).toBe(200);
    expect((await app.request(deliveryPaths.shareMobilePage(code), { csrf: false })).status).toBe(
      200,
    );
    expect((await app.request(picture, { csrf: false })).status).toBe(200);
  });

  it('draws the QR of a share address as a PNG, and refuses anything but http(s)', async () => {
    const url = `${app.baseUrl}${deliveryPaths.shareMobilePage('abcdefgh')}`;
    const qr = await app.request(deliveryPaths.shareQr(url), { csrf: false });
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await qr.arrayBuffer())
        .subarray(0, 8)
        .equals(PNG_SIGNATURE),
    ).toBe(true);
    for (const data of ['javascript:alert(1)', '', 'ftp://example.com/x', '//example.com/'])
      expect(
        await answerOf(await app.request(deliveryPaths.shareQr(data), { csrf: false })),
      ).toMatchObject({
        status: 400,
        body: { result: 'error', error_code: 'qr_link_invalid', name: 'data' },
      });
    // The editor's /qr/ draws the same picture.
    const editorQr = await app.request(`/qr/?data=${encodeURIComponent(url)}`, { csrf: false });
    expect(
      Buffer.from(await editorQr.arrayBuffer())
        .subarray(0, 8)
        .equals(PNG_SIGNATURE),
    ).toBe(true);
    // Drawing PNGs is CPU work: generous on a busy test machine.
  }, 30_000);

  it('needs the CSRF header on the delivery API calls', async () => {
    const teacher = await DeliveryClient.anonymous(app);
    for (const url of [
      deliveryPaths.sendMail('1', '1'),
      deliveryPaths.loginSetEmail('a@example.com'),
      deliveryPaths.storageAddFiles(['1']),
      deliveryPaths.printOrderAddFile(['1']),
    ]) {
      const response = await teacher.visitor.request(url, { csrf: false });
      expect(response.status).toBe(403);
    }
  });
});
