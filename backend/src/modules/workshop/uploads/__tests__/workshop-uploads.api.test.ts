import fs from 'node:fs';
import path from 'node:path';
import {
  accountPaths,
  workshopErrors,
  workshopPaths,
  type WorkshopErrorCode,
  type WorkshopUploadAnswer,
  type WorkshopUploadKind,
} from '@gramota/contracts';
import type { WorkshopScene } from '@gramota/scene';
import sharp from 'sharp';
import { imageGuardStats } from '../../../../shared/image-guard';
import { zeroPng } from '../../../../test-support/image-bombs';
import { appForBlock, databases } from '../../../../test-support/test-app';
import { Visitor } from '../../../../test-support/visitor';
import { anonymousVisitor } from '../../../../test-support/accounts';
import { StandInEngine, WorkshopClient } from '../../../../test-support/workshop-test-kit';
import { WorkshopUpload } from '../workshop-upload.entity';
import { UPLOAD_RATE } from '../workshop-uploads.service';

const refused = (code: WorkshopErrorCode) => ({
  status: 'err',
  error_code: code,
  error_text: workshopErrors[code],
});

/** A form upload as mf-workshop sends it: the file under its own name, plus fields. */
function send(
  visitor: Visitor,
  kind: WorkshopUploadKind,
  bytes: Uint8Array | string | null,
  fields: Record<string, string> = {},
  filename = 'picture.png',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (bytes !== null) {
    const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
    form.set('file', new Blob([data]), filename);
  }
  return visitor.request(workshopPaths.upload(kind), { method: 'POST', body: form });
}

async function answerOf(response: Response): Promise<WorkshopUploadAnswer> {
  expect(response.status).toBe(200);
  return (await response.json()) as WorkshopUploadAnswer;
}

const picture = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 30, b: 30, alpha: 0.5 } : { r: 30, g: 90, b: 200 },
    },
  });

const SVG_WITH_SCRIPT =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
  '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';

describe.each(databases)('workshop uploads on %s', (kind) => {
  const app = appForBlock(kind, () => ({ renderEngine: new StandInEngine() }));
  const publicDir = () => path.join(app.config.dataDir, 'public', 'workshop');
  const storedFiles = () => (fs.existsSync(publicDir()) ? fs.readdirSync(publicDir()).sort() : []);
  const uploadRows = () => app.dataSource.getRepository(WorkshopUpload).count();
  const onDisk = (url: string) => path.join(publicDir(), url.replace(/^\/data\/workshop\//, ''));

  it('stores a PNG picture re-encoded as PNG, transparency kept and hidden text left behind', async () => {
    const teacher = await WorkshopClient.registered(app);
    const png = await picture(300, 200, true)
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'secret-inside' } } })
      .toBuffer();
    expect(png.includes(Buffer.from('secret-inside'))).toBe(true);
    const answer = await answerOf(await send(teacher.visitor, 'picture', png, {}, 'герб.png'));
    expect(answer).toEqual({
      status: 'ok',
      img: expect.stringMatching(/^\/data\/workshop\/[A-Za-z0-9_-]{22}\.png$/),
      filename: 'герб.png',
      format: 'png',
      file: expect.stringMatching(/^[A-Za-z0-9_-]{22}\.png$/),
      width: 300,
      height: 200,
    });
    if (answer.status !== 'ok') throw new Error('not ok');
    const stored = fs.readFileSync(onDisk(answer.img));
    expect(stored.includes(Buffer.from('secret-inside'))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 200,
      hasAlpha: true,
    });
    // Served to anyone who has the address, as the scene's pictures are drawn.
    const served = await new Visitor(app).request(answer.img);
    expect(served.status).toBe(200);
  });

  it('stores a JPEG background as JPEG and a WebP picture as PNG, the long side capped at 4000 px', async () => {
    const teacher = await WorkshopClient.registered(app);
    const jpeg = await picture(5000, 3000).jpeg().toBuffer();
    const background = await answerOf(
      await send(teacher.visitor, 'background', jpeg, {}, 'фон.jpg'),
    );
    expect(background).toMatchObject({ status: 'ok', format: 'jpeg', width: 4000, height: 2400 });
    if (background.status !== 'ok') throw new Error('not ok');
    expect(background.img).toMatch(/\.jpg$/);
    expect(await sharp(fs.readFileSync(onDisk(background.img))).metadata()).toMatchObject({
      format: 'jpeg',
      width: 4000,
      height: 2400,
    });

    const webp = await picture(120, 160, true).webp().toBuffer();
    const stamp = await answerOf(await send(teacher.visitor, 'picture', webp, {}, 'stamp.webp'));
    expect(stamp).toMatchObject({ status: 'ok', format: 'png', width: 120, height: 160 });
  });

  it("stores at most the window's limit of 64 uploads sent at once, and a refused upload uses none of it", async () => {
    const teacher = await WorkshopClient.registered(app);
    const small = await picture(12, 8).png().toBuffer();
    // A refused file is given back: it does not count against the limit.
    expect(await answerOf(await send(teacher.visitor, 'picture', 'not a picture'))).toEqual(
      refused('file_not_image'),
    );
    for (let index = 0; index < 6; index += 1)
      expect(await answerOf(await send(teacher.visitor, 'picture', small))).toMatchObject({
        status: 'ok',
      });
    const answers = await Promise.all(
      Array.from({ length: 64 }, async () =>
        answerOf(await send(teacher.visitor, 'picture', small)),
      ),
    );
    const stored = answers.filter((answer) => answer.status === 'ok');
    expect(stored).toHaveLength(UPLOAD_RATE.count - 6);
    for (const answer of answers.filter((one) => one.status !== 'ok'))
      expect(answer).toEqual(refused('upload_rate'));
    const rows = await app.dataSource
      .getRepository(WorkshopUpload)
      .countBy({ userId: await teacher.userId() });
    expect(rows).toBe(UPLOAD_RATE.count);
    // Another teacher is not held to the first one's limit.
    const colleague = await WorkshopClient.registered(app);
    expect(await answerOf(await send(colleague.visitor, 'picture', small))).toMatchObject({
      status: 'ok',
    });
  });

  it('refuses each bad upload with its own error, storing nothing', async () => {
    const teacher = await WorkshopClient.registered(app);
    const good = await picture(400, 300).png().toBuffer();
    const cases: [string, Uint8Array | string | null, string, WorkshopErrorCode][] = [
      ['text', 'just some words, not a picture', 'notes.png', 'file_not_image'],
      ['svg', SVG_WITH_SCRIPT, 'emblem.svg', 'file_svg'],
      ['svg with a script sent as .png', SVG_WITH_SCRIPT, 'emblem.png', 'file_svg'],
      ['over 10 MB', new Uint8Array(10 * 1024 * 1024 + 1), 'big.png', 'file_too_large'],
      ['a 39,000,000 × 1 pixel flood', await zeroPng(39_000_000, 1), 'wide.png', 'image_too_large'],
      ['an 8000 × 8000 pixel flood', await zeroPng(8000, 8000), 'square.png', 'image_too_large'],
      [
        'a truncated PNG',
        good.subarray(0, Math.floor(good.length / 2)),
        'cut.png',
        'file_not_image',
      ],
      ['a GIF', Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'a.gif', 'file_not_image'],
      ['no file', null, '', 'file_missing'],
    ];
    const filesBefore = storedFiles();
    const rowsBefore = await uploadRows();
    const answers: Record<string, unknown> = {};
    for (const [name, bytes, filename, code] of cases) {
      const started = imageGuardStats().started;
      answers[name] = await answerOf(await send(teacher.visitor, 'picture', bytes, {}, filename));
      expect(answers[name]).toEqual(refused(code));
      // A flood is refused from its header: no decode took a turn. The truncated PNG's header
      // is fine, so it does take one (and fails): the count sees this route's decodes.
      const decodes = imageGuardStats().started - started;
      expect({ name, decodes }).toEqual({ name, decodes: name === 'a truncated PNG' ? 1 : 0 });
    }
    expect(storedFiles()).toEqual(filesBefore);
    expect(await uploadRows()).toBe(rowsBefore);
  });

  it('makes a template of layout 0 from an uploaded page: its format from the shape, then need-pay at the free limit', async () => {
    const teacher = await WorkshopClient.registered(app);
    const page = await picture(1400, 990).jpeg().toBuffer();
    const made = await answerOf(
      await send(teacher.visitor, 'template', page, {}, 'Грамота школы.jpg'),
    );
    expect(made).toMatchObject({ status: 'ok', format: 'a4h', width: 1400, height: 990 });
    if (made.status !== 'ok') throw new Error('not ok');
    const { data } = await teacher.templateGet(made.file);
    expect(data).toMatchObject({ name: 'Грамота школы', format: 'a4h', maket_id: 0 });
    const scene = JSON.parse(data.content) as WorkshopScene;
    expect(scene).toMatchObject({
      maket: 0,
      format: 'a4h',
      background: { src: made.img, size: 'stretch' },
      frame: { visible: false },
      title: { visible: false },
      pictures: [],
    });

    // One template already: without the workshop plan the next upload is refused, keeping nothing.
    const filesBefore = storedFiles();
    const refusedAnswer = await answerOf(await send(teacher.visitor, 'template', page));
    expect(refusedAnswer).toEqual({ status: 'need-pay' });
    expect(storedFiles()).toEqual(filesBefore);
    expect((await teacher.workshopList({ view: 'recent' })).total_templates).toBe(1);

    await teacher.grantWorkshop(app);
    const a5 = await answerOf(await send(teacher.visitor, 'template', page, { format: 'a5' }));
    expect(a5).toMatchObject({ status: 'ok', format: 'a5' });
    expect((await teacher.workshopList({ view: 'recent' })).total_templates).toBe(2);
  });

  it("refuses a template upload with a wrong format or a folder not the account's, keeping nothing", async () => {
    const teacher = await WorkshopClient.registered(app);
    const page = await picture(700, 990).jpeg().toBuffer();
    const filesBefore = storedFiles();
    expect(await answerOf(await send(teacher.visitor, 'template', page, { format: 'a3' }))).toEqual(
      refused('format_invalid'),
    );
    expect(
      await answerOf(await send(teacher.visitor, 'template', page, { folder_id: 'f999999' })),
    ).toEqual(refused('not_found'));
    expect(storedFiles()).toEqual(filesBefore);
    expect((await teacher.workshopList({ view: 'recent' })).total_templates).toBe(0);
  });

  it('answers a visitor without an account login_required, and a colleague without workshop_full forbidden', async () => {
    const page = await picture(100, 100).png().toBuffer();
    const filesBefore = storedFiles();
    const visitor = await anonymousVisitor(app);
    for (const kind of ['template', 'background', 'picture'] as const)
      expect(await answerOf(await send(visitor, kind, page))).toEqual(refused('login_required'));

    const owner = await WorkshopClient.registered(app);
    await owner.grant(app, 'all-templates');
    const member = await WorkshopClient.registered(app);
    const granted = await owner.visitor.post(accountPaths.accessGrant, {
      user: member.email,
      permissions: 'print_view',
    });
    expect(granted.status).toBe(200);
    const switched = await member.visitor.post(accountPaths.accessSwitch, {
      owner_id: await owner.userId(),
    });
    expect(switched.status).toBe(200);
    expect(await answerOf(await send(member.visitor, 'picture', page))).toEqual(
      refused('forbidden'),
    );
    expect(storedFiles()).toEqual(filesBefore);
  });
});
