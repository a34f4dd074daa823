import fs from 'node:fs';
import path from 'node:path';
import {
  accountPaths,
  storageErrors,
  storagePaths,
  type StorageErrorCode,
} from '@gramota/contracts';
import sharp from 'sharp';
import { LocalFileStore } from '../../../shared/file-store';
import { zeroPng } from '../../../test-support/image-bombs';
import { appForBlock, databases } from '../../../test-support/test-app';
import { answer, ids } from '../../../test-support/docs-test-kit';
import { createLogger, type Logger } from '../../../logger';
import { StorageDocument } from '../storage-document.entity';
import { storageDir } from '../storage-files';
import { StorageUploadService } from '../upload/storage-upload.service';
import { makeRequestFolder } from '../upload/upload-form';
import { THUMBNAIL_WIDTH } from '../upload/upload-thumbnail';
import { StorageClient } from './storage-test-kit';
import {
  fileBytes,
  filesLeft,
  onePagePdf,
  picture,
  sendUpload,
  uploaded,
  type UploadFile,
} from './storage-upload-test-kit';

/** The seeds' form error for the uploaded files (field `file`). */
const refusal = (code: StorageErrorCode, name = 'file') => ({
  result: 'error',
  error_code: code,
  error_text: storageErrors[code],
  name,
  tooltip: storageErrors[code],
});

const MB = 1024 * 1024;

describe.each(databases)('uploads into the storage on %s', (kind) => {
  const app = appForBlock(kind);

  it('keeps a PDF, a JPEG, a PNG and a WebP as sent, each with a thumbnail, at the top of the list', async () => {
    const teacher = await StorageClient.registered(app);
    const older = await teacher.keptFile(app, 'Грамота за четверть');
    app.clock.advance(60_000);
    const sentAt = app.clock.now().getTime();
    const files: UploadFile[] = [
      { name: 'Приказ о награждении.pdf', bytes: onePagePdf() },
      { name: 'Скан грамоты.JPG', bytes: await picture('jpeg', 1200, 800) },
      { name: 'Герб школы.png', bytes: await picture('png', 600, 600) },
      { name: 'фото 1.5.webp', bytes: await picture('webp', 900, 1200) },
    ];
    const documents = await uploaded(teacher.visitor, files);

    expect(
      documents.map(({ name, type, source, folder, share_type }) => ({
        name,
        type,
        source,
        folder,
        share_type,
      })),
    ).toEqual([
      {
        name: 'Приказ о награждении',
        type: 'pdf',
        source: 'upload',
        folder: null,
        share_type: 'users',
      },
      { name: 'Скан грамоты', type: 'jpeg', source: 'upload', folder: null, share_type: 'users' },
      { name: 'Герб школы', type: 'png', source: 'upload', folder: null, share_type: 'users' },
      { name: 'фото 1.5', type: 'webp', source: 'upload', folder: null, share_type: 'users' },
    ]);
    expect(documents.map((document) => path.extname(document.file))).toEqual([
      '.pdf',
      '.jpg',
      '.png',
      '.webp',
    ]);

    const list = await teacher.storageList();
    expect(ids(list.documents)).toEqual(
      [older, ...documents.map((document) => document.id)].sort(),
    );
    expect(list.documents[older]!.source).toBe('made');
    for (const document of documents) {
      expect(list.documents[document.id]).toEqual(document);
      // Newer than everything kept before: the list puts it first.
      expect(document.time).toBeGreaterThanOrEqual(sentAt);
      expect(document.time).toBeGreaterThan(list.documents[older]!.time + 60_000 - 1);
    }

    for (const [index, document] of documents.entries()) {
      // Opening it gives the file as it was sent, byte for byte.
      const view = await answer(await teacher.get(storagePaths.storageView(document.id)));
      expect(view).toEqual({ status: 200, body: { result: 'success', file: document.file } });
      const served = await fileBytes(teacher.visitor, document.file);
      expect(served.status).toBe(200);
      expect(served.bytes.equals(Buffer.from(files[index]!.bytes))).toBe(true);
      // The thumbnail is a real WebP, 400 px wide.
      const thumbnail = await fileBytes(teacher.visitor, document.thum);
      expect(thumbnail.status).toBe(200);
      const drawn = await sharp(thumbnail.bytes).metadata();
      expect([drawn.format, drawn.width]).toEqual(['webp', THUMBNAIL_WIDTH]);
    }
    // The PDF's thumbnail is its first page: the blue band at the top, a white page around it.
    const pdfThumb = await fileBytes(teacher.visitor, documents[0]!.thum);
    const { data, info } = await sharp(pdfThumb.bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    // 0.16 0.35 0.78 rg in the PDF: (41, 89, 199), give or take JPEG and WebP.
    const band = at(200, Math.round(info.height * 0.2));
    expect(
      Math.max(...[41, 89, 199].map((value, index) => Math.abs(value - band[index]!))),
    ).toBeLessThan(12);
    expect(Math.min(...at(5, 5))).toBeGreaterThan(245);
    // Beside the PDF lies a JPEG of that page, served like the rest of the document's files.
    const pdfRow = await app.dataSource
      .getRepository(StorageDocument)
      .findOneByOrFail({ id: Number(documents[0]!.id) });
    expect(pdfRow.fileName).toMatch(/\.jpg$/);
    const page = await fileBytes(teacher.visitor, `/data/storage/${pdfRow.fileName}`);
    expect((await sharp(page.bytes).metadata()).format).toBe('jpeg');
    // A picture has no PDF: nothing of it answers to an empty name.
    const pngRow = await app.dataSource
      .getRepository(StorageDocument)
      .findOneByOrFail({ id: Number(documents[2]!.id) });
    expect(pngRow.pdfName).toBe('');
    expect((await fileBytes(teacher.visitor, '/data/storage/')).status).toBe(404);

    // Another account sees none of it.
    const stranger = await StorageClient.registered(app);
    expect((await fileBytes(stranger.visitor, documents[1]!.file)).status).toBe(404);
    expect((await stranger.get(storagePaths.storageView(documents[1]!.id))).status).toBe(404);
  });

  it('uploads into a folder, and deleting forever takes the files off the disk', async () => {
    const teacher = await StorageClient.registered(app);
    const folder = await teacher.storageFolder('5 «А»');
    const [pdf, png] = await uploaded(
      teacher.visitor,
      [
        { name: 'Диплом.pdf', bytes: onePagePdf() },
        { name: 'Печать.png', bytes: await picture('png', 500, 300) },
      ],
      folder,
    );
    expect([pdf!.folder, png!.folder]).toEqual([folder, folder]);
    expect(ids((await teacher.storageList({ folder })).documents)).toEqual(
      [pdf!.id, png!.id].sort(),
    );
    expect((await teacher.storageList()).documents).toEqual({});
    // 'root' and '' are the root.
    const [atRoot] = await uploaded(
      teacher.visitor,
      [{ name: 'a.png', bytes: await picture('png', 50, 50) }],
      'root',
    );
    expect(atRoot!.folder).toBeNull();

    const rows = await app.dataSource
      .getRepository(StorageDocument)
      .findBy([{ id: Number(pdf!.id) }, { id: Number(png!.id) }]);
    const onDisk = rows
      .flatMap((row) => [row.fileName, row.thumbName, row.pdfName])
      .filter(Boolean)
      .map((name) => path.join(storageDir(app.config.dataDir), name));
    expect(onDisk).toHaveLength(5);
    expect(onDisk.every((file) => fs.existsSync(file))).toBe(true);
    await teacher.storageOk('folder', 'remove', { data_id: folder });
    await teacher.storageOk('trash', 'remove-trash', { data_id: `folder:${folder}` });
    expect(onDisk.filter((file) => fs.existsSync(file))).toEqual([]);
    // The storage folder itself is still there for the next upload.
    expect(fs.existsSync(storageDir(app.config.dataDir))).toBe(true);
  });

  it('refuses bad files whole: nothing is kept on disk or in the database, and never a 5xx', async () => {
    const teacher = await StorageClient.registered(app);
    const good = { name: 'Хорошая.png', bytes: await picture('png', 100, 100) };
    const truncatedPng = (await picture('png', 400, 400)).subarray(0, 200);
    const pdf = onePagePdf();
    const cases: Array<[string, UploadFile[], number, StorageErrorCode]> = [
      ['no file', [], 400, 'upload_empty'],
      ['an empty file', [{ name: 'пусто.pdf', bytes: new Uint8Array() }], 400, 'upload_empty'],
      [
        'text called .pdf',
        [{ name: 'a.pdf', bytes: Buffer.from('hello, this is text') }],
        400,
        'upload_type',
      ],
      [
        'a program called .png',
        [good, { name: 'b.png', bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') }],
        400,
        'upload_type',
      ],
      [
        'an SVG',
        [
          {
            name: 'c.png',
            bytes: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            ),
          },
        ],
        400,
        'upload_type',
      ],
      [
        'a GIF',
        [{ name: 'd.gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00') }],
        400,
        'upload_type',
      ],
      [
        'a 64 MP image bomb',
        [good, { name: 'bomb.png', bytes: await zeroPng(8000, 8000) }],
        400,
        'upload_too_many_pixels',
      ],
      ['a cut PNG', [{ name: 'cut.png', bytes: truncatedPng }], 400, 'upload_broken'],
      [
        'a PDF cut short',
        [good, { name: 'cut.pdf', bytes: pdf.subarray(0, pdf.length - 40) }],
        400,
        'upload_broken',
      ],
      [
        'a PDF of garbage',
        [
          {
            name: 'junk.pdf',
            bytes: Buffer.concat([
              Buffer.from('%PDF-1.7\n'),
              Buffer.alloc(3000, 7),
              Buffer.from('\n%%EOF\n'),
            ]),
          },
        ],
        400,
        'upload_broken',
      ],
      [
        'a name with a path',
        [{ name: '../../etc/passwd.png', bytes: good.bytes }],
        400,
        'name_path',
      ],
      [
        'a name with a backslash',
        [good, { name: '..\\evil.png', bytes: good.bytes }],
        400,
        'name_path',
      ],
      [
        'a 500-character name',
        [{ name: `${'я'.repeat(500)}.png`, bytes: good.bytes }],
        400,
        'doc_name_too_long',
      ],
      [
        'HTML in the name',
        [{ name: '<img src=x onerror=alert(1)>.png', bytes: good.bytes }],
        400,
        'name_html',
      ],
      ['only an extension', [{ name: '.png', bytes: good.bytes }], 400, 'name_empty'],
    ];
    const left = await filesLeft(app);
    for (const [what, files, status, code] of cases) {
      const refused = await answer(await sendUpload(teacher.visitor, files));
      expect({ what, ...refused }).toEqual({ what, status, body: refusal(code) });
    }
    // 21 files at once; a file one byte over 30 MB (refused while it streams in).
    const many = Array.from({ length: 21 }, (_, index) => ({
      name: `${index}.png`,
      bytes: good.bytes,
    }));
    expect(await answer(await sendUpload(teacher.visitor, many))).toEqual({
      status: 400,
      body: refusal('upload_too_many'),
    });
    const huge = Buffer.alloc(30 * MB + 1, 0x30);
    huge.write('%PDF-1.4\n');
    expect(
      await answer(await sendUpload(teacher.visitor, [good, { name: 'big.pdf', bytes: huge }])),
    ).toEqual({
      status: 413,
      body: refusal('upload_too_large'),
    });
    // A folder that is not there, or not a folder id.
    for (const folder of ['f999999', 'nonsense'])
      expect(await answer(await sendUpload(teacher.visitor, [good], folder))).toMatchObject({
        status: 404,
        body: { error_code: 'not_found', name: 'folder' },
      });
    // The folder sent twice names no one folder.
    const twice = new FormData();
    twice.append('folder', 'root');
    twice.append('folder', 'root');
    twice.append('file', new Blob([good.bytes]), good.name);
    expect(
      await answer(
        await teacher.visitor.request(storagePaths.upload(), { method: 'POST', body: twice }),
      ),
    ).toMatchObject({ status: 404, body: { error_code: 'not_found', name: 'folder' } });
    // A form that is not multipart holds no file.
    expect(await answer(await teacher.visitor.post(storagePaths.upload(), { folder: '' }))).toEqual(
      {
        status: 400,
        body: refusal('upload_empty'),
      },
    );

    const after = await filesLeft(app);
    expect([after.storage, after.work, after.rows]).toEqual([left.storage, [], left.rows]);
    expect((await teacher.storageList()).documents).toEqual({});
  });

  it('a PDF on a machine without pdftoppm: upload_broken, nothing kept, and the operator is told', async () => {
    const teacher = await StorageClient.registered(app);
    const errors: string[] = [];
    const logger = Object.assign(createLogger('silent'), {
      error: (_details: unknown, message: string) => errors.push(message),
    }) as unknown as Logger;
    const service = new StorageUploadService(
      app.dataSource,
      app.config.dataDir,
      new LocalFileStore(app.config.dataDir),
      app.clock.now,
      logger,
      undefined,
      { command: 'no-such-pdftoppm' },
    );
    const left = await filesLeft(app);
    const work = await makeRequestFolder(service.temporaryRoot);
    try {
      const received = path.join(work, 'upload');
      fs.writeFileSync(received, onePagePdf());
      const checked = await service.check([
        { path: received, originalName: 'Приказ.pdf', size: fs.statSync(received).size },
      ]);
      await expect(
        service.upload({ ownerId: await teacher.userId(), folderId: null }, checked),
      ).rejects.toMatchObject({ status: 400, code: 'upload_broken' });
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
    expect(errors).toEqual(['pdftoppm is missing: apt-get install poppler-utils']);
    expect(await filesLeft(app)).toEqual(left);
  });

  it('into a folder in the trash: in_trash, nothing kept', async () => {
    const teacher = await StorageClient.registered(app);
    const folder = await teacher.storageFolder('Старое');
    await teacher.storageOk('folder', 'remove', { data_id: folder });
    const left = await filesLeft(app);
    expect(
      await answer(
        await sendUpload(teacher.visitor, [{ name: 'a.pdf', bytes: onePagePdf() }], folder),
      ),
    ).toEqual({ status: 400, body: refusal('in_trash', 'folder') });
    expect(await filesLeft(app)).toEqual({ ...left, work: [] });
  });
});

describe.each(databases)('who may upload into the storage, on %s', (kind) => {
  const app = appForBlock(kind);

  it('a visitor 401, a member without storage_edit 403, another account’s folder 404; a member with it uploads into the owner’s storage', async () => {
    const owner = await StorageClient.registered(app);
    const folder = await owner.storageFolder('Папка владельца');
    const file = { name: 'Грамота.png', bytes: await picture('png', 120, 80) };
    const left = await filesLeft(app);

    const visitor = await StorageClient.anonymous(app);
    expect(await answer(await sendUpload(visitor.visitor, [file]))).toMatchObject({ status: 401 });

    const viewer = await StorageClient.registered(app);
    await owner.visitor.post(accountPaths.accessGrant, {
      user: viewer.email,
      permissions: 'storage_view',
    });
    await viewer.switchInto(await owner.userId());
    expect(await answer(await sendUpload(viewer.visitor, [file]))).toMatchObject({
      status: 403,
      body: { error_code: 'forbidden' },
    });

    const stranger = await StorageClient.registered(app);
    expect(await answer(await sendUpload(stranger.visitor, [file], folder))).toMatchObject({
      status: 404,
      body: { error_code: 'not_found', name: 'folder' },
    });
    expect([
      (await filesLeft(app)).storage,
      (await owner.storageList({ folder })).documents,
    ]).toEqual([left.storage, {}]);

    const editor = await StorageClient.registered(app);
    await owner.visitor.post(accountPaths.accessGrant, {
      user: editor.email,
      permissions: 'storage_view,storage_edit',
    });
    await editor.switchInto(await owner.userId());
    const [document] = await uploaded(editor.visitor, [file], folder);
    expect(ids((await owner.storageList({ folder })).documents)).toEqual([document!.id]);
    const row = await app.dataSource
      .getRepository(StorageDocument)
      .findOneByOrFail({ id: Number(document!.id) });
    expect(row.userId).toBe(await owner.userId());
  });
});
