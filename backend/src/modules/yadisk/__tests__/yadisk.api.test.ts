import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { findFreePort } from '@gramota/app-harness';
import {
  apiPaths,
  deliveryErrors,
  deliveryPaths,
  type YadiskConnectStartAnswer,
  type YadiskConnectStatusAnswer,
  type YadiskSendAnswer,
} from '@gramota/contracts';
import {
  launchYandexDisk,
  type LaunchedYandexDisk,
} from '../../../../../packages/test-stand-ins/launch.cjs';
import { profileOf } from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { StandInEngine, type CreatorClient } from '../../../test-support/creator-test-kit';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { errorOf, makeFile, teacherWithDoc } from '../../../test-support/service-delivery-test-kit';
import { CONNECT_POPUP_SCRIPT_PATH } from '../yadisk-connect.page';
import { YadiskToken } from '../yadisk-token.entity';

const CLIENT = { client_id: 'gramota-disk', client_secret: 'stand-in-disk-secret' };
const REFUSED_RU = 'К сожалению, права доступа не получены!';
/** The popup closes itself through a script file: the CSP allows no inline script. */
const CLOSES_ITSELF = `<script src="${CONNECT_POPUP_SCRIPT_PATH}"></script>`;

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

async function send(teacher: CreatorClient, files: string[]) {
  const response = await teacher.get(deliveryPaths.yadiskSendFiles(files));
  expect(response.status).toBe(200);
  return (await response.json()) as YadiskSendAnswer;
}

async function connectStatus(teacher: CreatorClient) {
  const response = await teacher.get(deliveryPaths.yadiskConnectStatus());
  expect(response.status).toBe(200);
  return ((await response.json()) as YadiskConnectStatusAnswer).connect;
}

describe.each(databases)('cloud disk delivery against the Yandex stand-in on %s', (kind) => {
  let app: TestApp;
  let disk: LaunchedYandexDisk;

  beforeAll(async () => {
    // The app must know the provider's URL, the provider the app's redirect URI.
    const diskPort = await findFreePort();
    const diskUrl = `http://127.0.0.1:${diskPort}`;
    app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: new StandInEngine(),
      config: {
        yadisk: {
          clientId: CLIENT.client_id,
          clientSecret: CLIENT.client_secret,
          oauthUrl: diskUrl,
          apiUrl: diskUrl,
          // The stand-in is its own upload host; nothing else is.
          uploadHosts: [diskUrl],
        },
      },
    });
    disk = await launchYandexDisk({
      port: diskPort,
      clients: [{ ...CLIENT, redirect_uris: [`${app.baseUrl}/api/yadisk-connect/`] }],
    });
  });
  afterAll(async () => {
    await app?.close();
    await disk?.stop();
  });

  /** The popup: the provider's page, its redirect back to the app, the page that closes itself. */
  async function popup(teacher: CreatorClient, authUrl: string) {
    const { response, url, hops } = await teacher.visitor.navigate(authUrl);
    expect(hops[0]!.startsWith(`${disk.url}/authorize?`)).toBe(true);
    expect(url.startsWith(`${app.baseUrl}/api/yadisk-connect/?`)).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    const page = await response.text();
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    return page;
  }

  async function connected(teacher: CreatorClient, files: string[]) {
    const answer = await send(teacher, files);
    expect(answer.status).toBe('need-connect');
    const page = await popup(teacher, answer.auth_url!);
    expect(page).toContain(CLOSES_ITSELF);
    expect(page).not.toContain(REFUSED_RU);
  }

  it('connects in the popup, then puts each file’s PDF and JPEG into the app folder', async () => {
    const { teacher, doc } = await teacherWithDoc(app, fixture.free.id);
    const files = [
      await makeFile(app, teacher, doc, 'yadisk'),
      await makeFile(app, teacher, doc, 'yadisk'),
    ];
    expect(await connectStatus(teacher)).toBe('false');
    expect((await profileOf(teacher.visitor)).yadisk).toBe(false);

    const first = await send(teacher, [files[0]!.id]);
    expect(first).toEqual({
      result: 'success',
      status: 'need-connect',
      auth_url: expect.any(String),
    });
    const authUrl = new URL(first.auth_url!);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${disk.url}/authorize`);
    expect(Object.fromEntries(authUrl.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.client_id,
      redirect_uri: `${app.baseUrl}/api/yadisk-connect/`,
      state: expect.stringMatching(/^[\w-]{32,}$/),
    });

    const page = await popup(teacher, first.auth_url!);
    expect(page).toContain(CLOSES_ITSELF);
    expect(await connectStatus(teacher)).toBe('true');
    expect((await profileOf(teacher.visitor)).yadisk).toBe(true);

    const sent = await send(
      teacher,
      files.map((file) => file.id),
    );
    const expectedPaths = files.flatMap((file) => [
      `app:/${file.pdfName}`,
      `app:/${file.jpegName}`,
    ]);
    expect(sent).toEqual({ result: 'success', status: 'send', paths: expectedPaths });
    const stored = new Map((await disk.files()).map((file) => [file.path, file.content]));
    for (const file of files) {
      expect(stored.get(`app:/${file.pdfName}`)?.equals(file.pdf)).toBe(true);
      expect(stored.get(`app:/${file.jpegName}`)?.equals(file.jpeg)).toBe(true);
    }

    // The token stays on the server: no answer the browser gets carries it.
    const { accessToken } = await app.dataSource
      .getRepository(YadiskToken)
      .findOneByOrFail({ userId: (await profileOf(teacher.visitor)).id });
    expect(JSON.stringify(sent)).not.toContain(accessToken);
    expect(JSON.stringify(await profileOf(teacher.visitor))).not.toContain(accessToken);
  });

  it("the popup's script says the page's refusal, if any, and closes the popup", async () => {
    const response = await app.request(CONNECT_POPUP_SCRIPT_PATH, { csrf: false });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const script = await response.text();
    expect(script).toContain("document.querySelector('[data-popup-alert]')");
    expect(script).toContain('window.alert(refusal.textContent)');
    expect(script).toContain('window.close()');
  });

  it('a refusal in the popup says rights were not granted and stores nothing', async () => {
    const { teacher, doc } = await teacherWithDoc(app, fixture.free.id);
    const file = await makeFile(app, teacher, doc, 'yadisk');
    const { auth_url } = await send(teacher, [file.id]);
    await disk.denyNext();
    const page = await popup(teacher, auth_url!);
    expect(page).toContain(`<p role="alert" data-popup-alert>${REFUSED_RU}</p>`);
    expect(page).toContain(CLOSES_ITSELF);
    expect(await connectStatus(teacher)).toBe('false');
    expect((await send(teacher, [file.id])).status).toBe('need-connect');
  });

  it("the popup's state works once and only in the session that asked for it", async () => {
    const { teacher, doc } = await teacherWithDoc(app, fixture.free.id);
    const file = await makeFile(app, teacher, doc, 'yadisk');
    const { auth_url } = await send(teacher, [file.id]);
    // Someone else's browser completing this teacher's authorization connects nobody.
    const other = await teacherWithDoc(app, fixture.free.id);
    // ...and is told so in their interface's language (here German).
    await other.teacher.visitor.post(apiPaths.profileSetSettings(), {
      settings: JSON.stringify({ lng: 'de' }),
    });
    const german = await popup(other.teacher, auth_url!);
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('Die Zugriffsrechte wurden leider nicht erteilt!');
    expect(await connectStatus(other.teacher)).toBe('false');
    // ...and the state is spent for the teacher too.
    expect(await popup(teacher, auth_url!)).toContain(REFUSED_RU);
    expect(await connectStatus(teacher)).toBe('false');
    // A forged redirect without a state is refused as well.
    const forged = await teacher.visitor.navigate('/api/yadisk-connect/?code=1234567');
    expect(await forged.response.text()).toContain(REFUSED_RU);
  });

  it('a token the disk no longer takes, or one past its lifetime, asks to connect again', async () => {
    const { teacher, doc } = await teacherWithDoc(app, fixture.free.id);
    const file = await makeFile(app, teacher, doc, 'yadisk');
    await connected(teacher, [file.id]);
    expect(await connectStatus(teacher)).toBe('true');

    await disk.revokeTokens();
    const revoked = await send(teacher, [file.id]);
    expect(revoked).toEqual({
      result: 'success',
      status: 'need-connect',
      auth_url: expect.stringContaining(`${disk.url}/authorize?`),
    });
    expect(await connectStatus(teacher)).toBe('false');

    await popup(teacher, revoked.auth_url!);
    expect(await connectStatus(teacher)).toBe('true');
    // The provider said how long the token lives (a year); once that has passed it is not used.
    const userId = (await profileOf(teacher.visitor)).id;
    const { expiresAt } = await app.dataSource
      .getRepository(YadiskToken)
      .findOneByOrFail({ userId });
    expect(expiresAt).toBeGreaterThan(Date.now() + 364 * 24 * 60 * 60 * 1000);
    await app.dataSource
      .getRepository(YadiskToken)
      .update({ userId }, { expiresAt: app.clock.now().getTime() - 1000 });
    expect(await connectStatus(teacher)).toBe('false');
    expect((await send(teacher, [file.id])).status).toBe('need-connect');
  });

  it('puts no file on a host outside YADISK_UPLOAD_HOSTS, nor where the upload host redirects', async () => {
    // Another server, on the same machine but not an upload host: it must never be sent a byte.
    const received: string[] = [];
    const elsewhere = http.createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      request.resume();
      response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    try {
      const { teacher, doc } = await teacherWithDoc(app, fixture.free.id);
      const file = await makeFile(app, teacher, doc, 'yadisk');
      await connected(teacher, [file.id]);
      const before = (await disk.files()).length;

      await disk.uploadBase(elsewhereUrl);
      expect(await errorOf(await teacher.get(deliveryPaths.yadiskSendFiles([file.id])))).toEqual({
        status: 502,
        result: 'error',
        error_code: 'disk_host_refused',
        error_text: deliveryErrors.disk_host_refused,
      });
      await disk.uploadBase('');

      // The upload host itself answering 307 elsewhere: the PUT is not repeated there.
      await disk.redirectUploads(elsewhereUrl);
      expect(
        await errorOf(await teacher.get(deliveryPaths.yadiskSendFiles([file.id]))),
      ).toMatchObject({ status: 502, error_code: 'send_failed' });
      await disk.redirectUploads('');

      expect(received).toEqual([]);
      expect(await disk.files()).toHaveLength(before);
      // Still connected: the next send with the provider's own links works.
      expect((await send(teacher, [file.id])).status).toBe('send');
    } finally {
      await disk.uploadBase('');
      await disk.redirectUploads('');
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });

  it('disconnects', async () => {
    const { teacher, doc } = await teacherWithDoc(app, fixture.free.id);
    const file = await makeFile(app, teacher, doc, 'yadisk');
    await connected(teacher, [file.id]);
    const response = await teacher.get(deliveryPaths.yadiskDisconnect());
    expect(await response.json()).toEqual({ result: 'success' });
    expect(await connectStatus(teacher)).toBe('false');
    expect((await profileOf(teacher.visitor)).yadisk).toBe(false);
    expect((await send(teacher, [file.id])).status).toBe('need-connect');
  });

  it('connects from the profile with connect-start, and disconnect removes the stored token', async () => {
    const { teacher } = await teacherWithDoc(app, fixture.free.id);
    expect(await connectStatus(teacher)).toBe('false');
    const start = await teacher.get(deliveryPaths.yadiskConnectStart());
    expect(start.status).toBe(200);
    const { auth_url: authUrl } = (await start.json()) as YadiskConnectStartAnswer;
    expect(await popup(teacher, authUrl)).toContain(CLOSES_ITSELF);
    expect(await connectStatus(teacher)).toBe('true');
    expect((await profileOf(teacher.visitor)).yadisk).toBe(true);
    const userId = (await profileOf(teacher.visitor)).id;
    const tokens = app.dataSource.getRepository(YadiskToken);
    expect(await tokens.countBy({ userId })).toBe(1);

    expect(await (await teacher.get(deliveryPaths.yadiskDisconnect())).json()).toEqual({
      result: 'success',
    });
    expect(await tokens.countBy({ userId })).toBe(0);
    expect(await connectStatus(teacher)).toBe('false');
    expect((await profileOf(teacher.visitor)).yadisk).toBe(false);
    // A used state cannot connect again: the popup's address works once.
    expect(await popup(teacher, authUrl)).toContain(REFUSED_RU);
    expect(await connectStatus(teacher)).toBe('false');
  });

  it("another account's file answers like a missing one; API calls still need the header", async () => {
    const owner = await teacherWithDoc(app, fixture.free.id);
    const file = await makeFile(app, owner.teacher, owner.doc, 'yadisk');
    const stranger = await teacherWithDoc(app, fixture.free.id);
    expect(
      await errorOf(await stranger.teacher.get(deliveryPaths.yadiskSendFiles([file.id]))),
    ).toMatchObject({ status: 404, error_code: 'not_found', error_text: deliveryErrors.not_found });
    expect(
      await errorOf(await stranger.teacher.get(deliveryPaths.yadiskSendFiles(['12,abc']))),
    ).toMatchObject({ status: 400, error_code: 'files_invalid' });
    const forged = await owner.teacher.visitor.request(deliveryPaths.yadiskSendFiles([file.id]), {
      csrf: false,
    });
    expect(forged.status).toBe(403);
  });
});

describe('cloud disk delivery without a configured app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('sqlite', {
      catalogueDir: fixture.catalogueDir,
      renderEngine: new StandInEngine(),
    });
  });
  afterAll(() => app?.close());

  it('the calls say it is not set up; the redirect page says no rights were granted', async () => {
    const { teacher, doc } = await teacherWithDoc(app, fixture.free.id);
    const file = await makeFile(app, teacher, doc, 'yadisk');
    // The status is a plain state of the installation (the profile asks it on every visit).
    const status = await teacher.get(deliveryPaths.yadiskConnectStatus());
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({
      result: 'success',
      connect: 'false',
      configured: 'false',
    });
    for (const path of [
      deliveryPaths.yadiskSendFiles([file.id]),
      deliveryPaths.yadiskConnectStart(),
      deliveryPaths.yadiskDisconnect(),
    ]) {
      expect(await errorOf(await teacher.get(path))).toEqual({
        status: 503,
        result: 'error',
        error_code: 'not_configured',
        error_text: deliveryErrors.not_configured,
      });
    }
    const page = await teacher.visitor.navigate(deliveryPaths.yadiskConnect());
    expect(await page.response.text()).toContain(REFUSED_RU);
    expect((await profileOf(teacher.visitor)).yadisk).toBe(false);
  });
});
