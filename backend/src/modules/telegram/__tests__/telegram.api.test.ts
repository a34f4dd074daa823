import {
  deliveryErrors,
  deliveryPaths,
  type TelegramConnectAnswer,
  type TelegramSendAnswer,
} from '@gramota/contracts';
import {
  launchTelegramBotApi,
  type LaunchedTelegramBotApi,
} from '../../../../../packages/test-stand-ins/launch.cjs';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import type { CreatorClient } from '../../../test-support/creator-test-kit';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { TelegramUpdateOffset } from '../telegram-update-offset.entity';
import { errorOf, makeFile, teacherWithDoc } from '../../../test-support/service-delivery-test-kit';

const BOT = { token: '777001:stand-in-secret', name: 'GramotaTestBot' };

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

async function send(teacher: CreatorClient, files: string[]) {
  const response = await teacher.get(deliveryPaths.telegramSendFiles(files));
  expect(response.status).toBe(200);
  return (await response.json()) as TelegramSendAnswer;
}

async function connectStatus(teacher: CreatorClient) {
  const response = await teacher.get(deliveryPaths.telegramStatusConnect());
  expect(response.status).toBe(200);
  return ((await response.json()) as TelegramConnectAnswer).connect;
}

let nextChat = 5_000_000_001;

describe.each(databases)('messenger delivery against the Bot API stand-in on %s', (kind) => {
  let app: TestApp;
  let bot: LaunchedTelegramBotApi;

  beforeAll(async () => {
    bot = await launchTelegramBotApi({ token: BOT.token, botName: BOT.name });
    app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: new StandInEngine(),
      config: {
        telegram: {
          botToken: BOT.token,
          botName: BOT.name,
          apiUrl: bot.url,
          linkUrl: 'https://t.me',
        },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await bot?.stop();
  });

  /** The teacher opens the link: the Telegram client sends "/start CODE" from a new chat. */
  async function startBot(code: string): Promise<number> {
    const chat = nextChat++;
    await bot.userWrites(chat, `/start ${code}`);
    return chat;
  }

  it('asks to connect with a code, sees the /start message, then sends the PDF into the chat', async () => {
    const { teacher, doc } = await teacherWithDoc(app, fixture.free.id);
    const file = await makeFile(app, teacher, doc, 'telegram');

    const first = await send(teacher, [file.id]);
    expect(first).toEqual({
      result: 'success',
      status: 'need-connect',
      code: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      link: `https://t.me/${BOT.name}?start=${first.code}`,
    });
    // Asking again before connecting shows the same code (the link already opened stays good).
    expect((await send(teacher, [file.id])).code).toBe(first.code);

    // Polled before the teacher starts the bot, then after.
    expect(await connectStatus(teacher)).toBe('false');
    const chat = await startBot(first.code);
    expect(await connectStatus(teacher)).toBe('true');
    expect(await connectStatus(teacher)).toBe('true');

    expect(await send(teacher, [file.id])).toEqual({
      result: 'success',
      status: 'send',
      code: '',
      link: '',
    });
    const received = (await bot.documents()).filter((document) => document.chat_id === chat);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      caption: file.name,
      file_name: file.pdfName.replace(/_\d+\.pdf$/, '.pdf'),
      mime_type: 'application/pdf',
    });
    expect(received[0]!.content.equals(file.pdf)).toBe(true);

    // The update was read once: the shared offset moved past it.
    const offset = await app.dataSource
      .getRepository(TelegramUpdateOffset)
      .findOneByOrFail({ bot: BOT.token.split(':')[0]! });
    expect(offset.nextOffset).toBeGreaterThan(1000);
  });

  it('sends several files (redoc references too) and a spent code connects nobody else', async () => {
    const { teacher, doc } = await teacherWithDoc(app, fixture.free.id);
    const files = [
      await makeFile(app, teacher, doc, 'telegram'),
      await makeFile(app, teacher, doc, 'telegram'),
    ];
    const { code } = await send(teacher, [files[0]!.id]);
    const chat = await startBot(code);
    expect(await connectStatus(teacher)).toBe('true');
    const answer = await send(
      teacher,
      files.map((file) => `redoc:${file.id}`),
    );
    expect(answer.status).toBe('send');
    const received = (await bot.documents()).filter((document) => document.chat_id === chat);
    expect(received.map((document) => document.content.equals(files[0]!.pdf))).toEqual([
      true,
      true,
    ]);

    // Someone else who got hold of the old link starts the bot with it: nothing changes.
    const intruder = await startBot(code);
    const other = await teacherWithDoc(app, fixture.free.id);
    const otherFile = await makeFile(app, other.teacher, other.doc, 'telegram');
    expect((await send(other.teacher, [otherFile.id])).status).toBe('need-connect');
    expect(await connectStatus(other.teacher)).toBe('false'); // this poll read the intruder's update
    expect((await send(teacher, [files[0]!.id])).status).toBe('send');
    expect((await bot.documents()).filter((d) => d.chat_id === chat)).toHaveLength(3);
    expect((await bot.documents()).filter((d) => d.chat_id === intruder)).toHaveLength(0);
  });

  it('a chat that blocked the bot asks to connect again, with a new code', async () => {
    const { teacher, doc } = await teacherWithDoc(app, fixture.free.id);
    const file = await makeFile(app, teacher, doc, 'telegram');
    const { code } = await send(teacher, [file.id]);
    const chat = await startBot(code);
    expect(await connectStatus(teacher)).toBe('true');

    await bot.block(chat);
    const again = await send(teacher, [file.id]);
    expect(again.status).toBe('need-connect');
    expect(again.code).not.toBe(code);
    expect(again.link).toBe(`https://t.me/${BOT.name}?start=${again.code}`);
    expect(await connectStatus(teacher)).toBe('false');

    // Starting the bot again with the new code reconnects (and unblocks) the chat.
    await bot.userWrites(chat, `/start ${again.code}`);
    expect(await connectStatus(teacher)).toBe('true');
    expect((await send(teacher, [file.id])).status).toBe('send');
  });

  it("another account's file answers like a missing one; a bad list is a 400", async () => {
    const owner = await teacherWithDoc(app, fixture.free.id);
    const file = await makeFile(app, owner.teacher, owner.doc, 'telegram');
    const stranger = await teacherWithDoc(app, fixture.free.id);
    for (const files of [[file.id], ['99999999']]) {
      expect(
        await errorOf(await stranger.teacher.get(deliveryPaths.telegramSendFiles(files))),
      ).toEqual({
        status: 404,
        result: 'error',
        error_code: 'not_found',
        error_text: deliveryErrors.not_found,
        name: 'files',
      });
    }
    for (const files of [[], ['x'], ['redoc:'], Array.from({ length: 31 }, (_, i) => `${i + 1}`)]) {
      const answer = await errorOf(
        await stranger.teacher.get(deliveryPaths.telegramSendFiles(files)),
      );
      expect(answer).toMatchObject({ status: 400, error_code: 'files_invalid' });
    }
    // Nothing was sent, and no code was made for the stranger.
    expect(await connectStatus(stranger.teacher)).toBe('false');
  });
});

describe('messenger delivery without a configured bot', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('sqlite', {
      catalogueDir: fixture.catalogueDir,
      renderEngine: new StandInEngine(),
    });
  });
  afterAll(() => app?.close());

  it('both calls say it is not set up, never a server error', async () => {
    const { teacher, doc } = await teacherWithDoc(app, fixture.free.id);
    const file = await makeFile(app, teacher, doc, 'telegram');
    for (const path of [
      deliveryPaths.telegramSendFiles([file.id]),
      deliveryPaths.telegramStatusConnect(),
    ]) {
      expect(await errorOf(await teacher.get(path))).toEqual({
        status: 503,
        result: 'error',
        error_code: 'not_configured',
        error_text: deliveryErrors.not_configured,
      });
    }
  });
});
