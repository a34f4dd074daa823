import { registeredVisitor, userByEmail } from '../../../test-support/accounts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { VERIFY_MISSES_PER_HOUR, VerificationService, type VerifiableFile } from '..';
import { formatVerifyId } from '../verify-id';
import { FINGERPRINT_MAX_BYTES, sha256Of } from '../file-fingerprint';

const DAY_MS = 86_400_000;

describe.each(databases)('the public verification page on %s', (kind) => {
  // Readers' addresses come from the proxy's X-Forwarded-For, as behind nginx.
  const app = appForBlock(kind, () => ({ config: { trustProxy: true } }));
  let verification: VerificationService;
  let issued: VerifiableFile;
  let ownerId: string;
  /** The issued PDF's bytes (any bytes will do: only their hash is kept). */
  const issuedPdf = Buffer.from('%PDF-1.7 issued diploma of Иванова Мария\n%%EOF\n');

  /** The page as a browser in `language` gets it (no cookie: anyone holding the paper). */
  const open = (path: string, language = 'ru-RU', address = '203.0.113.7') =>
    app.request(path, {
      csrf: false,
      headers: { 'Accept-Language': language, 'X-Forwarded-For': address },
    });

  beforeAll(async () => {
    verification = new VerificationService(app.dataSource, app.clock.now);
    const owner = await registeredVisitor(app);
    ownerId = (await userByEmail(app, owner.email)).id;
    issued = await verification.issue({
      userId: ownerId,
      readyFileId: 7,
      issuerName: 'Школа № 5 <г. Тверь>',
      docType: 'g',
      title: 'За победу в олимпиаде по математике',
      recipient: 'Иванова Мария',
      pdfSha256: sha256Of(issuedPdf),
      jpegSha256: sha256Of(Buffer.from('jpeg bytes')),
    });
  });

  /** "This exact file?": the page's form posting one file, as a browser sends it. */
  const compare = (id: string, bytes: Buffer | null, address = '203.0.113.9') => {
    const form = new FormData();
    if (bytes) form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'diploma.pdf');
    return app.request(`/v/${id}`, {
      method: 'POST',
      body: form,
      csrf: false,
      headers: { 'Accept-Language': 'ru-RU', 'X-Forwarded-For': address },
    });
  };

  it('says «действителен» with the pupil’s name, the school, the type and the ID as printed', async () => {
    const response = await open(`/v/${issued.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('data-status="valid"');
    expect(html).toContain('Документ действителен');
    expect(html).toContain('Иванова Мария');
    expect(html).toContain('Грамота');
    expect(html).toContain('За победу в олимпиаде по математике');
    // The issuer's name is text, never markup.
    expect(html).toContain('Школа № 5 &lt;г. Тверь&gt;');
    expect(html).toContain(formatVerifyId(issued.id));
    expect(html).not.toContain('<script');
  });

  it('speaks the reader’s language', async () => {
    const english = await (await open(`/v/${issued.id}`, 'en-GB,en;q=0.9')).text();
    expect(english).toContain('This document is valid');
    expect(english).toContain('Certificate of merit');
    const german = await (await open(`/v/${issued.id}`, 'de-DE')).text();
    expect(german).toContain('Dieses Dokument ist gültig');
  });

  it('sends what a person typed to the one written form of the ID', async () => {
    const typed = formatVerifyId(issued.id).toLowerCase();
    const response = await open(`/v/${typed}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/v/${issued.id}`);
    const fromForm = await open(`/v/?id=${encodeURIComponent(` ${typed} `)}`);
    expect(fromForm.status).toBe(302);
    expect(fromForm.headers.get('location')).toBe(`/v/${issued.id}`);
    const form = await open('/v/');
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('name="id"');
  });

  it('shows a revocation with its date and reason, and its undoing, at once', async () => {
    expect(await verification.revoke(ownerId, { ids: [issued.id] }, 'Выдана по ошибке')).toBe(1);
    const revoked = await (await open(`/v/${issued.id}`)).text();
    expect(revoked).toContain('data-status="revoked"');
    expect(revoked).toContain('Документ отозван');
    expect(revoked).toContain('Причина: Выдана по ошибке');
    // Only the issuing account revokes its records.
    expect(await verification.restore('someone-else', { ids: [issued.id] })).toBe(0);
    expect(await verification.restore(ownerId, { ids: [issued.id] })).toBe(1);
    expect(await (await open(`/v/${issued.id}`)).text()).toContain('data-status="valid"');
  });

  it('says a document expired once its date has passed', async () => {
    const expiring = await verification.issue({
      userId: ownerId,
      readyFileId: 7,
      issuerName: 'Школа № 5',
      docType: 'c',
      title: 'Сертификат участника',
      recipient: 'Петров Пётр',
      expiresAt: app.clock.now().getTime() + DAY_MS,
    });
    expect(await (await open(`/v/${expiring.id}`)).text()).toContain('data-status="valid"');
    app.clock.advance(2 * DAY_MS);
    const expired = await (await open(`/v/${expiring.id}`)).text();
    expect(expired).toContain('data-status="expired"');
    expect(expired).toContain('Срок действия документа истёк');
  });

  it('answers an unknown ID and a malformed one alike, and stops an address that guesses', async () => {
    const guesser = '198.51.100.23';
    const unknown = await open('/v/0000000000A', 'ru-RU', guesser);
    const malformed = await open('/v/%3Cscript%3E', 'ru-RU', guesser);
    expect([unknown.status, malformed.status]).toEqual([404, 404]);
    const [unknownPage, malformedPage] = [await unknown.text(), await malformed.text()];
    expect(unknownPage).toContain('Документ не найден');
    expect(malformedPage.replace(/value="[^"]*"/, '')).toBe(
      unknownPage.replace(/value="[^"]*"/, ''),
    );
    expect(malformedPage).not.toContain('<script>');
    for (let miss = 2; miss < VERIFY_MISSES_PER_HOUR; miss += 1)
      expect((await open(`/v/?id=guess${miss}`, 'ru-RU', guesser)).status).toBe(404);
    // Over the limit even a real ID is refused to that address, for an hour; others go on.
    expect((await open(`/v/${issued.id}`, 'ru-RU', guesser)).status).toBe(429);
    expect((await open(`/v/${issued.id}`, 'ru-RU', '192.0.2.44')).status).toBe(200);
    app.clock.advance(61 * 60_000);
    expect((await open(`/v/${issued.id}`, 'ru-RU', guesser)).status).toBe(200);
  });

  it('tells the issued file from a changed copy, and refuses what is no file or too big', async () => {
    const same = await compare(issued.id, issuedPdf);
    expect(same.status).toBe(200);
    const samePage = await same.text();
    expect(samePage).toContain('data-file="same"');
    expect(samePage).toContain('Это тот самый файл, который был выдан.');
    // One character changed in the name: another file.
    const edited = Buffer.from(issuedPdf.toString('utf8').replace('Мария', 'Марина'));
    expect(await (await compare(issued.id, edited)).text()).toContain('data-file="changed"');
    const empty = await compare(issued.id, null);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('data-file="none"');
    // Not a form at all, and a multipart body cut short: the same clear 400, never a 500.
    for (const [type, body] of [
      ['application/json', '{"file":"x"}'],
      [
        'multipart/form-data; boundary=cut',
        '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      ],
    ]) {
      const bad = await app.request(`/v/${issued.id}`, {
        method: 'POST',
        body,
        csrf: false,
        headers: { 'Content-Type': type!, 'X-Forwarded-For': '203.0.113.10' },
      });
      expect([type, bad.status]).toEqual([type, 400]);
    }
    const huge = await compare(issued.id, Buffer.alloc(FINGERPRINT_MAX_BYTES + 1024, 0x25));
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('data-file="too_large"');
    // An ID nobody issued: the not-found page, the upload read to its end and dropped.
    const unknown = await compare('0000000000A', issuedPdf);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Документ не найден');
  });

  it('offers the comparison only for a file whose issued bytes are known', async () => {
    expect(await (await open(`/v/${issued.id}`)).text()).toContain('enctype="multipart/form-data"');
    const withoutHashes = await verification.issue({
      userId: ownerId,
      readyFileId: 8,
      issuerName: 'Школа № 5',
      docType: 'b',
      title: 'Благодарность родителям',
      recipient: 'Семья Ивановых',
    });
    expect(await (await open(`/v/${withoutHashes.id}`)).text()).not.toContain('type="file"');
  });

  it('knows nothing of an ID reserved for a file still being made', async () => {
    const reserved = await verification.reserve({
      userId: ownerId,
      issuerName: 'Школа № 5',
      docType: 'g',
      title: 'Грамота',
      recipient: 'Сидоров Сидор',
    });
    const pending = await open(`/v/${reserved}`);
    expect(pending.status).toBe(404);
    expect(await pending.text()).toContain('Документ не найден');
  });
});
