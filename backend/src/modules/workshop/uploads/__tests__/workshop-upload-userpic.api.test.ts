import fs from 'node:fs';
import path from 'node:path';
import {
  accountPaths,
  workshopErrors,
  workshopPaths,
  type WorkshopErrorCode,
  type WorkshopUploadAnswer,
} from '@gramota/contracts';
import sharp from 'sharp';
import { imageGuardStats } from '../../../../shared/image-guard';
import { zeroPng } from '../../../../test-support/image-bombs';
import { appForBlock, databases } from '../../../../test-support/test-app';
import { Visitor } from '../../../../test-support/visitor';
import { anonymousVisitor, profileOf } from '../../../../test-support/accounts';
import { StandInEngine, WorkshopClient } from '../../../../test-support/workshop-test-kit';

const refused = (code: WorkshopErrorCode) => ({
  status: 'err',
  error_code: code,
  error_text: workshopErrors[code],
});

/** The "set userpic" form of My templates: the file under its own name. */
function sendUserpic(visitor: Visitor, bytes: Uint8Array | string | null, filename = 'me.png') {
  const form = new FormData();
  if (bytes !== null) {
    const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
    form.set('file', new Blob([data]), filename);
  }
  return visitor.request(workshopPaths.upload('userpic'), { method: 'POST', body: form });
}

async function answerOf(response: Response): Promise<WorkshopUploadAnswer> {
  expect(response.status).toBe(200);
  return (await response.json()) as WorkshopUploadAnswer;
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } });

const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
  '<script>alert(document.cookie)</script></svg>';

describe.each(databases)('workshop upload of a userpic on %s', (kind) => {
  const app = appForBlock(kind, () => ({ renderEngine: new StandInEngine() }));
  const userpicDir = () => path.join(app.config.dataDir, 'public', 'userpic');
  const userpicFiles = () => (fs.existsSync(userpicDir()) ? fs.readdirSync(userpicDir()) : []);

  it('sets the profile’s userpic: a 256×256 WebP, the old one replaced, no plan needed', async () => {
    const teacher = await WorkshopClient.registered(app);
    const id = await teacher.userId();
    const png = await photo(640, 400).png().toBuffer();
    const answer = await answerOf(await sendUserpic(teacher.visitor, png, 'портрет.png'));
    expect(answer).toEqual({
      status: 'ok',
      img: expect.stringMatching(new RegExp(`^/data/userpic/${id}-[0-9a-f]{32}\\.webp$`)),
      filename: 'портрет.png',
      format: 'webp',
      file: expect.stringMatching(new RegExp(`^${id}-[0-9a-f]{32}\\.webp$`)),
      width: 256,
      height: 256,
    });
    if (answer.status !== 'ok') throw new Error('not ok');
    expect(answer.img.endsWith(`/${answer.file}`)).toBe(true);
    // The profile shows the same picture: one store, whichever form set it.
    expect((await profileOf(teacher.visitor)).userpic).toBe(answer.img);
    const stored = fs.readFileSync(path.join(userpicDir(), answer.file));
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    expect((await new Visitor(app).request(answer.img)).status).toBe(200);

    // A free account with a template already is not refused: a userpic is never need-pay.
    expect((await teacher.newTemplateRaw()).status).toBe(200);
    const next = await answerOf(
      await sendUserpic(teacher.visitor, await photo(300, 300).jpeg().toBuffer(), 'new.jpg'),
    );
    expect(next).toMatchObject({ status: 'ok', format: 'webp', width: 256, height: 256 });
    if (next.status !== 'ok') throw new Error('not ok');
    expect((await profileOf(teacher.visitor)).userpic).toBe(next.img);
    expect(userpicFiles().filter((name) => name.startsWith(id))).toEqual([next.file]);
  });

  it('refuses a bad file with its own message, the userpic kept', async () => {
    const teacher = await WorkshopClient.registered(app);
    const id = await teacher.userId();
    const beforeFirst = imageGuardStats().started;
    const first = await answerOf(
      await sendUserpic(teacher.visitor, await photo(100, 100).png().toBuffer()),
    );
    if (first.status !== 'ok') throw new Error('not ok');
    // A picture taken is decoded through the guard: the count below sees this route.
    expect(imageGuardStats().started).toBeGreaterThan(beforeFirst);
    const cases: [string, Uint8Array | string | null, string, WorkshopErrorCode][] = [
      ['text', 'not a picture at all', 'me.png', 'file_not_image'],
      ['an SVG with a script', SVG_WITH_SCRIPT, 'me.svg', 'file_svg'],
      ['an SVG named .png', SVG_WITH_SCRIPT, 'me.png', 'file_svg'],
      ['a 39,000,000 × 1 pixel flood', await zeroPng(39_000_000, 1), 'wide.png', 'image_too_large'],
      ['over 10 MB', new Uint8Array(10 * 1024 * 1024 + 1), 'big.png', 'file_too_large'],
      ['no file', null, '', 'file_missing'],
    ];
    for (const [name, bytes, filename, code] of cases) {
      const started = imageGuardStats().started;
      const answer = await answerOf(await sendUserpic(teacher.visitor, bytes, filename));
      expect({ name, answer }).toEqual({ name, answer: refused(code) });
      // Nothing here is decoded; the flood in particular is refused from its header.
      const decodes = imageGuardStats().started - started;
      expect({ name, decodes }).toEqual({ name, decodes: 0 });
    }
    expect((await profileOf(teacher.visitor)).userpic).toBe(first.img);
    expect(userpicFiles().filter((name) => name.startsWith(id))).toEqual([first.file]);
  });

  it('answers a visitor login_required, and a colleague switched in forbidden even with workshop_full', async () => {
    const png = await photo(100, 100).png().toBuffer();
    const filesBefore = userpicFiles().sort();
    const visitor = await anonymousVisitor(app);
    expect(await answerOf(await sendUserpic(visitor, png))).toEqual(refused('login_required'));

    const owner = await WorkshopClient.registered(app);
    const member = await WorkshopClient.registered(app);
    const granted = await owner.visitor.post(accountPaths.accessGrant, {
      user: member.email,
      permissions: 'workshop_full',
    });
    expect(granted.status).toBe(200);
    const switched = await member.visitor.post(accountPaths.accessSwitch, {
      owner_id: await owner.userId(),
    });
    expect(switched.status).toBe(200);
    // The owner's face is the owner's alone (as on the profile page), whatever the grant.
    expect(await answerOf(await sendUserpic(member.visitor, png))).toEqual(refused('forbidden'));
    expect((await profileOf(owner.visitor)).userpic).toBe('');
    expect(userpicFiles().sort()).toEqual(filesBefore);
  });
});
