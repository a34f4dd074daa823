/**
 * Past one machine (issue 33): two backend processes on two ports behind Debian's nginx (round
 * robin, no stickiness), one render worker, one PostgreSQL database, one Redis and one
 * S3-compatible bucket (s3rver), each in its own process, each backend with a DATA_DIR of its
 * own. A teacher works through the proxy as usual; her requests go to both backends, each sees
 * what the other saved, and killing one mid-run loses no saved edit and no file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { alertPaths, CSRF_HEADER, CSRF_HEADER_VALUE, storagePaths } from '@gramota/contracts';
import {
  backendRequire,
  createPostgresDatabase,
  findFreePort,
  launchChromium,
  startApp,
  startProxy,
  startS3Server,
  startWorker,
  type PostgresDatabase,
  type Proxy,
  type RunningApp,
  type S3Server,
  type Worker,
} from '@gramota/app-harness';
import { AssistantModal } from '../pages/ai-assistant.page';
import { RedactorPage } from '../pages/redactor.page';
import { SpreadsheetFrame } from '../pages/spreadsheet.page';
import { useTeacher } from '../pages/use-teacher';
import type { AppHandle } from '../support/fixtures';
import { grantLicence, publishAlert } from '../support/operator';
import { launchOpenAiChat, type LaunchedOpenAiChat } from '../support/stand-ins';
import { readUntil } from '../support/wait';

type S3Module = {
  S3Client: new (config: Record<string, unknown>) => {
    send(command: unknown): Promise<{ Contents?: Array<{ Key?: string }> }>;
    destroy(): void;
  };
  ListObjectsV2Command: new (input: Record<string, unknown>) => unknown;
};
const { S3Client, ListObjectsV2Command } = backendRequire('@aws-sdk/client-s3') as S3Module;
const fflate = backendRequire('fflate') as {
  unzipSync(data: Uint8Array): Record<string, Uint8Array>;
};
const { PDFDocument } = backendRequire('pdf-lib') as {
  PDFDocument: { create(): Promise<{ addPage(): void; save(): Promise<Uint8Array> }> };
};

/** A free A4 portrait diploma of the starter catalogue, without fields. */
const PLAIN_TEMPLATE = 'ru:101:0';
/** The participant certificate: fields mode, its variable field 'Фамилия и имя участника'. */
const CERTIFICATE = 'ru:302:0';
const AI_KEY = 'sk-e2e-several-backends';
const AI_ANSWER = 'Спасибо вам за помощь в подготовке школьной ярмарки!';
/** A Ukrainian school's export (shared fixtures): apostrophes, formula-like notes, UTF-8. */
const CLASS_LIST = fs.readFileSync(
  path.resolve(__dirname, '..', '..', 'fixtures', 'class-lists', 'ua-3v-utf8-formula-like.csv'),
);
const PUPILS = [
  "З'явкін Остап",
  'Ґудзь Ївга',
  'Єрмоленко Соломія',
  'Пʼятничук Ярема',
  'Ковальчук Олеся',
  'Іваницька Злата',
];
const CSRF = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

jest.setTimeout(300_000);

/** Every file under a folder (none: the folder may not exist). */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('Two backends behind a proxy, one worker, shared PostgreSQL, Redis and bucket', () => {
  let database: PostgresDatabase | undefined;
  let bucket: S3Server | undefined;
  let worker: Worker | undefined;
  let proxy: Proxy | undefined;
  let browser: Browser | undefined;
  let chat: LaunchedOpenAiChat | undefined;
  const backends: RunningApp[] = [];
  /** What every instance of the deployment is started with. */
  let env: Record<string, string> = {};

  beforeAll(async () => {
    database = await createPostgresDatabase();
    bucket = await startS3Server({ bucket: 'gramota-e2e' });
    chat = await launchOpenAiChat({ apiKey: AI_KEY, model: 'e2e-chat-model' });
    const proxyPort = await findFreePort();
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `e2e-${randomBytes(4).toString('hex')}`,
      ...bucket.env,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      TRUST_PROXY: 'true',
      AI_BASE_URL: chat.apiUrl,
      AI_API_KEY: AI_KEY,
      AI_MODEL: 'e2e-chat-model',
    };
    // One after the other: the first one runs the migrations on the fresh database.
    backends.push(await startApp({ env }));
    backends.push(await startApp({ env }));
    [worker, proxy, browser] = await Promise.all([
      startWorker(env),
      startProxy(
        backends.map((backend) => backend.port),
        { port: proxyPort },
      ),
      launchChromium(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
    await worker?.stop();
    for (const backend of backends) await backend.stop();
    await bucket?.stop();
    await chat?.stop();
    await database?.drop();
  });

  // The teacher's browser knows only the proxy's address.
  const handle: AppHandle = {
    get app() {
      if (!proxy) throw new Error('the proxy is not started (beforeAll failed?)');
      return { ...backends[0]!, baseUrl: proxy.baseUrl, port: proxy.port };
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not launched (beforeAll failed?)');
      return browser;
    },
  };
  const teacher = useTeacher(handle);
  const redactor = () => new RedactorPage(teacher.page, proxy!.baseUrl);

  /** The keys in the bucket under `prefix`. */
  async function bucketKeys(prefix: string): Promise<string[]> {
    const client = new S3Client({
      endpoint: bucket!.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: bucket!.accessKeyId, secretAccessKey: bucket!.secretAccessKey },
    });
    try {
      const answer = await client.send(
        new ListObjectsV2Command({ Bucket: bucket!.bucket, Prefix: prefix }),
      );
      return (answer.Contents ?? []).map((object) => object.Key ?? '');
    } finally {
      client.destroy();
    }
  }

  /** Exports the open document for free and answers the downloaded JPEG. */
  async function exportJpeg(editor: RedactorPage): Promise<Buffer> {
    const downloaded = teacher.page.waitForEvent('download', { timeout: 120_000 });
    await editor.button('creator-export').click();
    await editor.continueFree();
    const download = await downloaded;
    return fs.readFileSync((await download.path())!);
  }

  test('a teacher works through the proxy: both backends answer her, the worker renders, the files are in the bucket', async () => {
    // Registered on one backend, her session opens every next request on either.
    await teacher.steps.registerAs('anna.petrova@school.example', 'long enough password', 'Анна');
    const editor = redactor();
    const docId = await editor.createFromTemplate(PLAIN_TEMPLATE);
    await editor.waitForEditor();
    await editor.typeNewParagraph('Награждается Анна Петрова, 5 «Б» класс');
    await editor.waitUntilSaved();

    // The assistant's answer streams through the proxy (no buffering) from one backend.
    const assistant = new AssistantModal(teacher.page);
    await assistant.open(editor);
    await chat!.next('normal', { answer: AI_ANSWER, delayMs: 40 });
    await assistant.ask('Напишите одну строку благодарности родителям');
    await readUntil(
      () => assistant.textOf(assistant.answers.last()),
      (text) => text === AI_ANSWER,
      20_000,
    );
    await assistant.waitUntilAnswered();
    await assistant.close();

    const jpeg = await exportJpeg(editor);
    expect(jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    // Rendered by the worker into the bucket: no backend keeps a made file on its own disk.
    expect((await bucketKeys('public/doc/')).filter((key) => key.endsWith('.pdf'))).toHaveLength(1);
    for (const backend of backends)
      expect(filesUnder(path.join(backend.dataDir, 'public'))).toEqual([]);

    // A folder of the storage with a PDF in it, shared with a colleague: made through one
    // backend, seen through the other.
    const request = teacher.page.request;
    const api = (pathname: string) => `${proxy!.baseUrl}${pathname}`;
    const folder = (await (
      await request.post(api(storagePaths.formAction('folder', 'folder-new')), {
        headers: CSRF,
        form: { name: 'Положения 5 «Б»', parent: '' },
      })
    ).json()) as { result: string; data_id: string };
    expect(folder.result).toBe('success');
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const uploaded = await request.post(api(storagePaths.upload()), {
      headers: CSRF,
      multipart: {
        folder: folder.data_id,
        file: {
          name: 'Положение о конкурсе.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(await pdf.save()),
        },
      },
    });
    expect(uploaded.status()).toBe(200);
    const [document] = Object.values(
      ((await uploaded.json()) as { documents: Record<string, { file: string; name: string }> })
        .documents,
    );
    expect(document!.name).toBe('Положение о конкурсе');
    for (let time = 0; time < 4; time += 1) {
      const picture = await request.get(api(document!.file));
      expect([time, picture.status()]).toEqual([time, 200]);
    }

    const colleagueContext = await handle.browser.newContext();
    try {
      const colleague = colleagueContext.request;
      const { user_key: colleagueKey } = (await (
        await colleague.get(api('/api/login-check/'), { headers: CSRF })
      ).json()) as { user_key: string };
      const registered = await colleague.post(api('/api/login-reg/'), {
        headers: CSRF,
        form: { email: 'boris.ivanov@school.example', pwd: 'long enough password', name: 'Борис' },
      });
      expect(registered.status()).toBe(200);
      const shared = await request.get(
        api(
          storagePaths.shareAddUser(`folder:${folder.data_id}`, 'users', {
            email: 'boris.ivanov@school.example',
          }),
        ),
        { headers: CSRF },
      );
      expect(await shared.json()).toMatchObject({ result: 'success' });
      for (let time = 0; time < 3; time += 1) {
        const list = await colleague.get(api(`/api/storage-get/${colleagueKey}/?folder=shared`), {
          headers: CSRF,
        });
        expect([time, await list.text()]).toEqual([
          time,
          expect.stringContaining('Положения 5 «Б»'),
        ]);
      }
    } finally {
      await colleagueContext.close();
    }

    // The operator's alert (the admin command on the same database) reaches her on both.
    publishAlert(
      backends[0]!,
      {
        title: 'Педсовет в пятницу',
        text: 'В 15:00, актовый зал',
        priority: '1',
        user: 'anna.petrova@school.example',
      },
      env,
    );
    const { user_key: userKey } = (await (
      await request.get(api('/api/login-check/'), { headers: CSRF })
    ).json()) as { user_key: string };
    for (let time = 0; time < 3; time += 1) {
      const alerts = await request.get(api(alertPaths.get(userKey)), { headers: CSRF });
      expect([time, await alerts.text()]).toEqual([
        time,
        expect.stringContaining('Педсовет в пятницу'),
      ]);
    }

    // Opened again (from whichever backend): the saved paragraph and the conversation are there.
    await editor.open(docId);
    await readUntil(
      () => editor.content.innerText(),
      (text) => text.includes('Награждается Анна Петрова'),
    );
    await assistant.open(editor);
    await readUntil(
      () => assistant.textOf(assistant.answers.last()),
      (text) => text === AI_ANSWER,
    );
    await assistant.close();

    // Round robin, no stickiness: both backends answered this teacher, many times each.
    const answered = proxy!.answeredBy();
    for (const backend of backends)
      expect([backend.port, (answered.get(`127.0.0.1:${backend.port}`) ?? 0) > 10]).toEqual([
        backend.port,
        true,
      ]);
  });

  test('a class list from a school export: certificates queued through both backends, rendered by the worker, downloaded as one ZIP', async () => {
    const { page, steps } = teacher;
    await steps.registerAs('marina.viktorovna@school.example', 'long enough password', 'Марина');
    grantLicence(backends[0]!, 'marina.viktorovna@school.example', 'all-templates', env);
    const editor = redactor();
    await editor.createFromTemplate(CERTIFICATE);
    await editor.button('creator-mass').click();
    const sheet = new SpreadsheetFrame(page);
    await sheet.grid.waitFor({ timeout: 60_000 });
    await sheet.upload('3-В.csv', 'text/csv', CLASS_LIST);
    // Separate surname and first-name columns: the teacher accepts the proposed join.
    const join = sheet.frame.getByRole('button', { name: "Прізвище + Ім'я", exact: true });
    await join.waitFor({ timeout: 60_000 });
    await join.click();
    await sheet.frame
      .locator('[data-testid="save-indicator"][data-state="saved"]')
      .waitFor({ timeout: 30_000 });
    await sheet.byTestId('mass-create').click();
    // The names as they will print, with each pupil's gender: the teacher confirms them once.
    const confirm = sheet.frame.locator('[data-testid="mass-warnings"] [data-create]');
    // The check before making may ask to confirm (names as they print); past it, the progress.
    const progress = sheet.frame.locator(
      '[data-testid="mass-progress"]:not([data-phase="checking"])',
    );
    await confirm.or(progress).first().waitFor({ timeout: 90_000 });
    if (await confirm.isVisible()) await confirm.click();
    await sheet.ready.waitFor({ timeout: 180_000 });
    expect(await sheet.ready.getByRole('status').innerText()).toBe(
      `Files ready: ${PUPILS.length} of ${PUPILS.length}`,
    );

    const zipHref = await sheet.byTestId('mass-zip').getAttribute('href');
    const zip = await page.request.get(new URL(zipHref!, proxy!.baseUrl).href);
    expect(zip.status()).toBe(200);
    const entries = Object.keys(fflate.unzipSync(await zip.body()));
    expect(entries).toEqual(PUPILS.map((name) => `${name}.pdf`));
  });

  test('one backend dies mid-run: no saved edit and no file is lost', async () => {
    const madePdfs = async () =>
      (await bucketKeys('public/doc/')).filter((key) => key.endsWith('.pdf')).length;
    const before = await madePdfs();
    const editor = redactor();
    const docId = await editor.createFromTemplate(PLAIN_TEMPLATE);
    await editor.waitForEditor();
    const lines = Array.from({ length: 6 }, (_, index) => `Строка ${index + 1}: Иван Сидоров`);
    for (const [index, line] of lines.entries()) {
      await editor.typeNewParagraph(line);
      await editor.waitUntilSaved();
      // Half-way, the first backend is gone at once (a crash, a power cut).
      if (index === 2) await backends[0]!.kill();
    }
    const jpeg = await exportJpeg(editor);
    expect(jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(await madePdfs()).toBe(before + 1);

    await editor.open(docId);
    await readUntil(
      () => editor.content.innerText(),
      (text) => lines.every((line) => text.includes(line)),
    );
  });
});
