import {
  createHash,
  createPublicKey,
  verify as verifySignature,
  type JsonWebKey,
} from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import jsQR from 'jsqr';
import sharp from 'sharp';
import {
  accountPaths,
  readyPaths,
  spreadsheetPaths,
  verifyApiPaths,
  type VerifyChangeAnswer,
  type VerifyChoiceAnswer,
  type VerifyFilesAnswer,
} from '@gramota/contracts';
import { profileOf, registeredVisitor } from '../../../test-support/accounts';
import { CHROMIUM, eventually, withChromium } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { MassClient, newMassId } from '../../../test-support/mass-test-kit';
import { appForBlock, databases, type TestApp } from '../../../test-support/test-app';
import type { Visitor } from '../../../test-support/visitor';

const fixture = docsFixtureForFile();

/** What a phone camera reads from the made JPEG: the QR code's text, or null when there is none. */
async function qrOf(jpeg: Buffer): Promise<string | null> {
  // At a phone's resolution (a third of the print's): decoding the whole 300 dpi page would hold
  // the event loop for seconds, and a keep-alive socket the server closes meanwhile is reused.
  const { data, info } = await sharp(jpeg)
    .resize({ width: 1000 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** Asks the public page "this exact file?" as its form does. */
function compare(app: TestApp, id: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'diploma.pdf');
  return app.request(`/v/${id}`, { method: 'POST', body: form, csrf: false });
}

/** The public page's status for an ID ('missing' for the not-found page). */
async function publicStatus(app: TestApp, id: string): Promise<string> {
  const response = await app.request(`/v/${id}`, { headers: { 'Accept-Language': 'ru' } });
  if (response.status === 404) return 'missing';
  return /data-status="(\w+)"/.exec(await response.text())?.[1] ?? 'none';
}

/** What the verifier reads of a credential's payload (a status list's is one too). */
interface CredentialBody {
  issuer: { id: string };
  credentialStatus: { statusListCredential: string; statusListIndex: string };
  credentialSubject: { encodedList: string; identifier: Array<{ identityHash: string }> };
}

/**
 * A verifier that shares no code with the product: it reads the compact JWS itself, fetches the
 * key the header names from the issuer's profile, checks the Ed25519 signature with Node's own
 * crypto, then reads the credential's bit in the issuer's signed revocation list.
 */
async function verifyIndependently(app: TestApp, jwt: string) {
  const fetchPublic = (url: string) => app.request(new URL(url).pathname, { csrf: false });
  const readJws = async (token: string) => {
    const [header, payload, signature] = token.split('.');
    const protectedHeader = JSON.parse(Buffer.from(header!, 'base64url').toString()) as {
      alg: string;
      kid: string;
      typ: string;
    };
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
    const profileUrl = protectedHeader.kid.split('#')[0]!;
    const profile = (await (await fetchPublic(profileUrl)).json()) as {
      id: string;
      verificationMethod: Array<{ id: string; publicKeyJwk: JsonWebKey }>;
    };
    const method = profile.verificationMethod.find((one) => one.id === protectedHeader.kid);
    const key = createPublicKey({ key: method!.publicKeyJwk, format: 'jwk' });
    const signed = verifySignature(
      null,
      Buffer.from(`${header}.${payload}`),
      key,
      Buffer.from(signature!, 'base64url'),
    );
    let body = {} as CredentialBody;
    try {
      body = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    } catch {
      return { signed: false, body, profile };
    }
    return { signed, body, profile };
  };
  const credential = await readJws(jwt);
  if (!credential.signed) return { valid: false, revoked: false, credential: credential.body };
  expect(credential.body.issuer.id).toBe(credential.profile.id);
  const status = credential.body.credentialStatus;
  const list = await readJws(await (await fetchPublic(status.statusListCredential)).text());
  expect(list.signed).toBe(true);
  const bits = gunzipSync(
    Buffer.from(list.body.credentialSubject.encodedList.slice(1), 'base64url'),
  );
  const index = Number(status.statusListIndex);
  const revoked = (bits[index >> 3]! & (0x80 >> (index & 7))) !== 0;
  return { valid: !revoked, revoked, credential: credential.body };
}

withChromium.each(databases)('verifiable files made by the real engine on %s', (kind) => {
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    config: { chromiumPath: CHROMIUM },
  }));

  /** A PRO teacher's certificate for one pupil, with verification turned on for it. */
  async function verifiableDoc(teacher: MassClient) {
    const doc = await teacher.labelledDoc(fixture.free.id, 'Сертификат', 'выдан', 'Иванову Ивану');
    const chosen = await teacher.visitor.postJson(verifyApiPaths.choice(doc), {
      on: true,
      place: 'bottom-right',
      qr: true,
    });
    expect(chosen.status).toBe(200);
    expect((await chosen.json()) as VerifyChoiceAnswer).toMatchObject({
      choice: { on: true, place: 'bottom-right', qr: true },
      source: 'doc',
    });
    return doc;
  }

  async function made(teacher: MassClient, doc: string) {
    const created = await teacher.created(doc, 'print', 'undonate');
    expect(created.result).toBe('success');
    expect(await teacher.settled(doc, created.doc)).toMatchObject({ status: 'ready' });
    const jpeg = await bytesOf(
      await teacher.get(readyPaths.docFile(created.filename, created.doc)),
    );
    const pdf = await bytesOf(await teacher.get(readyPaths.pdf(created.filename, created.doc)));
    return { readyId: Number(created.doc), jpeg, pdf };
  }

  it('prints a QR code whose address says «действителен», and knows the issued file from a changed copy', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await verifiableDoc(teacher);
    const file = await made(teacher, doc);

    const address = await qrOf(file.jpeg);
    expect(address).toMatch(new RegExp(`^${app.config.publicUrl}/v/[0-9A-Z]{11}$`));
    const id = address!.slice(address!.lastIndexOf('/') + 1);
    const page = await app.request(new URL(address!).pathname, {
      headers: { 'Accept-Language': 'ru' },
    });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Документ действителен');
    expect(text).toContain(id.replace(/(.{4})(?=.)/g, '$1-'));
    // With the issued file's thumbnail, served to anyone holding the ID.
    expect(text).toContain(`src="/v/${id}/thumb"`);
    const thumb = await app.request(`/v/${id}/thumb`);
    expect(thumb.status).toBe(200);
    expect((await sharp(await bytesOf(thumb)).metadata()).format).toBe('webp');
    expect((await app.request('/v/0000000000A/thumb')).status).toBe(404);

    // The owner's list knows the file by its ready id, with the same ID.
    const listed = (await (
      await teacher.get(verifyApiPaths.files({ readyIds: [file.readyId] }))
    ).json()) as VerifyFilesAnswer;
    expect(listed.files).toEqual([
      expect.objectContaining({ id, ready_id: file.readyId, status: 'valid' }),
    ]);

    // "This exact file?": the PDF as downloaded is the one issued; one byte more is not.
    expect(await (await compare(app, id, file.pdf)).text()).toContain('data-file="same"');
    const edited = Buffer.concat([file.pdf, Buffer.from('%edited\n')]);
    expect(sha256(edited)).not.toBe(sha256(file.pdf));
    expect(await (await compare(app, id, edited)).text()).toContain('data-file="changed"');
  });

  it('makes no ID and no QR code when verification is off', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, 'Грамота', 'Петрову Петру');
    const choice = (await (
      await teacher.get(verifyApiPaths.choice(doc))
    ).json()) as VerifyChoiceAnswer;
    expect(choice).toMatchObject({ choice: { on: false }, source: 'account' });
    const file = await made(teacher, doc);
    expect(await qrOf(file.jpeg)).toBeNull();
    const listed = (await (
      await teacher.get(verifyApiPaths.files({ readyIds: [file.readyId] }))
    ).json()) as VerifyFilesAnswer;
    expect(listed.files).toEqual([]);
  });

  it('lets the owner revoke with a reason, undo, and set an expiry; strangers and members without the permission cannot', async () => {
    const owner = await MassClient.pro(app);
    const doc = await verifiableDoc(owner);
    const file = await made(owner, doc);
    const id = (await qrOf(file.jpeg))!.split('/v/')[1]!;
    const revoke = (visitor: Visitor) =>
      visitor.postJson(verifyApiPaths.change('revoke'), { ids: [id], reason: 'Ошибка в фамилии' });

    // A stranger (a registered teacher) and a visitor: their own files only, so nothing found.
    const stranger = await registeredVisitor(app);
    const visitor = (await MassClient.anonymous(app)).visitor;
    for (const other of [stranger, visitor]) {
      expect((await revoke(other)).status).toBe(404);
      const listed = (await (
        await other.get(verifyApiPaths.files({ readyIds: [file.readyId] }))
      ).json()) as VerifyFilesAnswer;
      expect(listed.files).toEqual([]);
      expect((await other.get(verifyApiPaths.choice(doc))).status).toBe(404);
      const turnOff = await other.postJson(verifyApiPaths.choice(doc), {
        on: false,
        place: 'top-left',
        qr: false,
      });
      expect(turnOff.status).toBe(404);
    }
    expect(await publicStatus(app, id)).toBe('valid');

    // A member switched into the owner's account without docs_full is refused; with it, allowed.
    const school = await registeredVisitor(app, undefined, undefined, 'Школа № 5');
    const member = await registeredVisitor(app, undefined, undefined, 'Мария');
    const grant = await school.post(accountPaths.accessGrant, {
      user: member.email,
      permissions: 'print_view',
    });
    expect(grant.status).toBe(200);
    const schoolClient = new MassClient(school, (await school.loginCheck()).user_key);
    const schoolDoc = await schoolClient.labelledDoc(fixture.free.id, 'Диплом');
    await school.postJson(verifyApiPaths.choice(schoolDoc), {
      on: true,
      place: 'top-left',
      qr: true,
    });
    expect(
      (await member.post(accountPaths.accessSwitch, { owner_id: (await profileOf(school)).id }))
        .status,
    ).toBe(200);
    expect((await member.get(verifyApiPaths.choice(schoolDoc))).status).toBe(403);
    expect(
      (
        await member.postJson(verifyApiPaths.choice(schoolDoc), {
          on: false,
          place: 'top-left',
          qr: true,
        })
      ).status,
    ).toBe(403);
    expect((await member.postJson(verifyApiPaths.change('restore'), { ids: [id] })).status).toBe(
      403,
    );

    // The file's Open Badges credential verifies on its own, and not once a character changes.
    const downloaded = await owner.get(`/api/verify-credential/${id}/`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toContain('application/vc+jwt');
    const jwt = await downloaded.text();
    const checked = await verifyIndependently(app, jwt);
    expect(checked).toMatchObject({ valid: true, revoked: false });
    const record = (await (
      await owner.get(verifyApiPaths.files({ readyIds: [file.readyId] }))
    ).json()) as VerifyFilesAnswer;
    expect(checked.credential).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: {
        identifier: [{ identityType: 'name', identityHash: record.files[0]!.recipient }],
        achievement: { type: ['Achievement'] },
      },
    });
    const [head, payload, signature] = jwt.split('.');
    const flipped = payload!.slice(0, 40) + (payload![40] === 'A' ? 'B' : 'A') + payload!.slice(41);
    expect((await verifyIndependently(app, `${head}.${flipped}.${signature}`)).valid).toBe(false);
    // The page checks an uploaded credential too: the issued one holds, the altered one is refused.
    const genuine = await compare(app, id, Buffer.from(jwt));
    expect(genuine.status).toBe(200);
    expect(await genuine.text()).toContain('data-file="credential"');
    const forged = await compare(app, id, Buffer.from(`${head}.${flipped}.${signature}`));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('data-file="forged"');
    // Nobody else downloads it.
    expect((await stranger.get(`/api/verify-credential/${id}/`)).status).toBe(404);

    // The owner revokes: the page says so with the reason at once; undoing makes it valid again.
    const revoked = await revoke(owner.visitor);
    expect(revoked.status).toBe(200);
    expect((await revoked.json()) as VerifyChangeAnswer).toMatchObject({
      changed: 1,
      files: [{ id, status: 'revoked', revoke_reason: 'Ошибка в фамилии' }],
    });
    const page = await (
      await app.request(`/v/${id}`, { headers: { 'Accept-Language': 'ru' } })
    ).text();
    expect(page).toContain('data-status="revoked"');
    expect(page).toContain('Причина: Ошибка в фамилии');
    // The revocation list says so too: the same credential no longer verifies.
    expect(await verifyIndependently(app, jwt)).toMatchObject({ valid: false, revoked: true });
    await owner.visitor.postJson(verifyApiPaths.change('restore'), { ids: [id] });
    expect((await verifyIndependently(app, jwt)).valid).toBe(true);
    expect(await publicStatus(app, id)).toBe('valid');

    // An expiry date: valid until then, expired after.
    const until = app.clock.now().getTime() + 86_400_000;
    const expiring = await owner.visitor.postJson(verifyApiPaths.change('expiry'), {
      ready_ids: [file.readyId],
      expires_at: until,
    });
    expect(expiring.status).toBe(200);
    expect(await publicStatus(app, id)).toBe('valid');
    app.clock.advance(2 * 86_400_000);
    expect(await publicStatus(app, id)).toBe('expired');

    // Bad input: a clear 400 naming the field, nothing changed.
    const bad = await owner.visitor.postJson(verifyApiPaths.change('revoke'), {
      ids: [id],
      mass_id: 'x',
    });
    expect(bad.status).toBe(400);
    const badPlace = await owner.visitor.postJson(verifyApiPaths.choice(doc), {
      on: true,
      place: 'middle',
      qr: true,
    });
    expect(badPlace.status).toBe(400);
    expect(await badPlace.json()).toMatchObject({ result: 'error', name: 'place' });
    expect(await publicStatus(app, id)).toBe('expired');
  });

  it('gives each of a class of 12 its own valid ID, and revokes the whole run at once', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, 'Грамота', '[Фамилия Имя]');
    const run = newMassId();
    const jobs: string[] = [];
    for (let row = 0; row < 12; row += 1) {
      const response = await teacher.get(
        spreadsheetPaths.massCreate(
          doc,
          run,
          { 'Фамилия Имя': `Ученик ${row + 1}` },
          row,
          null,
          true,
        ),
      );
      expect(response.status).toBe(200);
      jobs.push(((await response.json()) as { doc: string }).doc);
    }
    expect((await teacher.runSettled(jobs, 240_000)).status).toBe('ready');
    const listed = await eventually(async () => {
      const answer = (await (
        await teacher.get(verifyApiPaths.files({ massId: run }))
      ).json()) as VerifyFilesAnswer;
      return answer.files.length === 12 ? answer : undefined;
    });
    const ids = listed.files.map((file) => file.id);
    expect(new Set(ids).size).toBe(12);
    expect(listed.files.map((file) => file.recipient)).toEqual(
      Array.from({ length: 12 }, (_, row) => `Ученик ${row + 1}`),
    );
    for (const id of ids) expect(await publicStatus(app, id)).toBe('valid');

    // The class ZIP: each pupil's PDF with their credential beside it, each verifying.
    const zip = await teacher.get(spreadsheetPaths.massZip(jobs));
    expect(zip.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names.filter((name) => name.endsWith('.pdf'))).toHaveLength(12);
    expect(names.filter((name) => name.endsWith('.jwt'))).toHaveLength(12);
    expect(names).toContain('Ученик 7.pdf');
    const pupil7 = new TextDecoder().decode(entries['Ученик 7.jwt']);
    const credential = await verifyIndependently(app, pupil7);
    expect(credential.valid).toBe(true);
    expect(credential.credential.credentialSubject.identifier[0]!.identityHash).toBe('Ученик 7');

    const revoked = await teacher.visitor.postJson(verifyApiPaths.change('revoke'), {
      mass_id: run,
      reason: 'Олимпиада отменена',
    });
    expect(((await revoked.json()) as VerifyChangeAnswer).changed).toBe(12);
    for (const id of ids) expect(await publicStatus(app, id)).toBe('revoked');
    expect((await verifyIndependently(app, pupil7)).revoked).toBe(true);
  });
});
