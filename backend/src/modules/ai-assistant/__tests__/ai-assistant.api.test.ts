import { AI_LIMITS, accountPaths, aiErrors } from '@gramota/contracts';
import {
  launchOpenAiChat,
  type LaunchedOpenAiChat,
} from '../../../../../packages/test-stand-ins/launch.cjs';
import { madeForBlock } from '../../../test-support/made-for-block';
import { appForBlock, databases } from '../../../test-support/test-app';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { UsageEvent } from '../../usage-limits';
import { AI_CHANNEL } from '../ai-assistant.service';
import { AiTeacher, eventually } from './ai-test-kit';

const API_KEY = 'sk-test-gramota';
const TIMEOUT_MS = 800;
const ANSWER =
  'Дорогие родители! Спасибо вам за помощь в подготовке школьной ярмарки: без вас праздник бы не состоялся.';

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

const provider = madeForBlock(
  () => launchOpenAiChat({ apiKey: API_KEY, model: 'test-model', answer: ANSWER, delayMs: 5 }),
  (made: LaunchedOpenAiChat) => made.stop(),
);

const refused = (code: keyof typeof aiErrors, name?: string) => ({
  result: 'error',
  error_code: code,
  error_text: aiErrors[code],
  ...(name ? { name } : {}),
});

/** The provider as configured, with this block's per-address and installation limits. */
const aiConfig = (usage?: {
  addressPerMinute: number;
  addressPerDay: number;
  dailyBudget: number;
}) => ({
  baseUrl: provider.apiUrl,
  apiKey: API_KEY,
  model: 'test-model',
  timeoutMs: TIMEOUT_MS,
  ...(usage ? { usage } : {}),
});
/** Limits far away, for the tests of everything else (they all ask from 127.0.0.1). */
const ROOMY = { addressPerMinute: 10_000, addressPerDay: 10_000, dailyBudget: 10_000 };

describe.each(databases)('the AI assistant on %s', (kind) => {
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    config: { ai: aiConfig(ROOMY) },
  }));
  beforeEach(() => provider.reset());
  const letter = (app: Parameters<typeof AiTeacher.withDoc>[0]) =>
    AiTeacher.withDoc(app, fixture.free.id, 'Благодарственное письмо', 'Семье Ивановых');
  const messages = async (docId: string, teacher: AiTeacher) =>
    (await teacher.modal(docId)).body.messages as Array<Record<string, unknown>>;

  it('streams an answer in pieces, keeps the conversation, and sends only this document and these messages', async () => {
    const { teacher, doc } = await letter(app);
    const other = await AiTeacher.withDoc(app, fixture.free.id, 'Чужой секретный текст');
    expect((await teacher.modal(doc)).body).toMatchObject({
      result: 'success',
      configured: true,
      messages: [],
      limits: { messageMax: AI_LIMITS.messageMax },
    });

    const asked = await teacher.ask(doc, { message: 'Напиши тёплое письмо родителям, 60 слов' });
    expect(asked.status).toBe(200);
    expect(asked.type).toMatch(/^text\/event-stream/);
    expect(asked.events[0]).toMatchObject({ event: 'start', id: expect.any(Number) });
    const deltas = asked.events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(asked.text).toBe(ANSWER);
    expect(asked.events.at(-1)).toMatchObject({ event: 'done', id: expect.any(Number) });

    const request = (await provider.requests())[0]!;
    expect(request.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body).toMatchObject({ model: 'test-model', stream: true });
    const sent = JSON.stringify(request.body.messages);
    expect(sent).toContain('Семье Ивановых');
    expect(sent).toContain('Напиши тёплое письмо родителям, 60 слов');
    expect(sent).not.toContain('Чужой секретный текст');

    // A second question carries the first turn along; the other teacher sees none of it.
    await teacher.ask(doc, { message: 'Короче, пожалуйста' });
    const second = (await provider.requests())[1]!.body.messages as Array<{
      role: string;
      content: string;
    }>;
    expect(second.slice(-3).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(second.at(-2)!.content).toBe(ANSWER);

    const history = await messages(doc, teacher);
    expect(history.map((m) => [m.role, m.text, m.partial])).toEqual([
      ['user', 'Напиши тёплое письмо родителям, 60 слов', false],
      ['assistant', ANSWER, false],
      ['user', 'Короче, пожалуйста', false],
      ['assistant', ANSWER, false],
    ]);
    expect(await messages(other.doc, other.teacher)).toEqual([]);
  });

  it('refuses another account’s document, a 1-character and a 100,000-character message, asking nothing of the provider', async () => {
    const { teacher, doc } = await letter(app);
    await teacher.ask(doc, { message: 'Мой вопрос о письме' });
    const kept = await messages(doc, teacher);
    expect(kept).toHaveLength(2);
    await provider.reset();
    const stranger = await AiTeacher.registered(app);
    for (const answer of [
      await stranger.ask(doc, { message: 'Покажи чужой документ' }),
      await teacher.ask('999999', { message: 'Нет такого документа' }),
    ]) {
      expect([answer.status, answer.json]).toMatchObject([404, { error_code: 'not_found' }]);
    }
    for (const answer of [await stranger.modal(doc), await stranger.clear(doc)]) {
      expect([answer.status, answer.body]).toMatchObject([404, { error_code: 'not_found' }]);
    }
    const short = await teacher.ask(doc, { message: 'a' });
    expect([short.status, short.json]).toEqual([400, refused('message_too_short', 'message')]);
    const long = await teacher.ask(doc, { message: 'я'.repeat(100_000) });
    expect([long.status, long.json]).toEqual([400, refused('message_too_long', 'message')]);
    const action = await teacher.ask(doc, { action: 'rhyme', text: 'Спасибо' });
    expect([action.status, action.json]).toEqual([400, refused('action_invalid', 'action')]);
    const language = await teacher.ask(doc, {
      action: 'translate',
      text: 'Спасибо',
      language: 'fr',
    });
    expect([language.status, language.json]).toEqual([
      400,
      refused('language_invalid', 'language'),
    ]);
    const noText = await teacher.ask(doc, { action: 'shorter', text: '  ' });
    expect([noText.status, noText.json]).toEqual([400, refused('text_required', 'text')]);

    expect(await provider.requests()).toEqual([]);
    // The stranger's ask and clear changed nothing of the owner's conversation.
    expect(await messages(doc, teacher)).toEqual(kept);
  });

  it('runs a quick action on the selection, and keeps it as that action', async () => {
    const { teacher, doc } = await letter(app);
    const asked = await teacher.ask(doc, {
      action: 'translate',
      text: 'Спасибо за помощь',
      language: 'de',
    });
    expect(asked.text).toBe(ANSWER);
    const request = (await provider.requests())[0]!;
    const last = (request.body.messages as Array<{ content: string }>).at(-1)!.content;
    expect(last).toContain('Translate this text into German');
    expect(last).toContain('Спасибо за помощь');
    expect((await messages(doc, teacher))[0]).toMatchObject({
      role: 'user',
      text: 'Спасибо за помощь',
      action: 'translate',
      language: 'de',
    });
  });

  it('says a provider that is slow, errs or talks garbage failed, and keeps no unanswered question', async () => {
    const { teacher, doc } = await letter(app);
    const cases = [
      { behaviour: 'slow', extra: { delayMs: TIMEOUT_MS * 3 }, code: 'ai_timeout' },
      { behaviour: 'error', extra: { status: 500 }, code: 'ai_failed' },
      { behaviour: 'error', extra: { status: 429 }, code: 'ai_failed' },
      { behaviour: 'garbage', extra: {}, code: 'ai_garbage' },
    ] as const;
    for (const { behaviour, extra, code } of cases) {
      await provider.next(behaviour, extra);
      const asked = await teacher.ask(doc, { message: `Вопрос (${behaviour})` });
      expect([asked.status, asked.events]).toEqual([
        200,
        [{ event: 'error', id: 0, error_code: code, error_text: aiErrors[code] }],
      ]);
    }
    expect(await messages(doc, teacher)).toEqual([]);
  });

  it('follows no redirect of the provider: a 307 or 302 elsewhere is its error, and the other host hears nothing', async () => {
    const { teacher, doc } = await letter(app);
    const elsewhere = await launchOpenAiChat({ answer: 'Ответ чужого сервера' });
    try {
      for (const status of [307, 302, 308]) {
        await provider.next('redirect', {
          status,
          location: `${elsewhere.apiUrl}/chat/completions`,
        });
        const asked = await teacher.ask(doc, { message: `Вопрос (${status})` });
        expect([asked.status, asked.events]).toEqual([
          200,
          [{ event: 'error', id: 0, error_code: 'ai_failed', error_text: aiErrors.ai_failed }],
        ]);
      }
      expect(await provider.requests()).toHaveLength(3);
      expect(await elsewhere.requests()).toEqual([]);
      expect(await messages(doc, teacher)).toEqual([]);
    } finally {
      await elsewhere.stop();
    }
  });

  it('asks a visitor without an account to sign in, and asks nothing of the provider for her', async () => {
    const visitor = await AiTeacher.anonymous(app);
    const doc = await visitor.labelledDoc(fixture.free.id, 'Черновик гостя');
    expect(await visitor.modal(doc)).toMatchObject({
      status: 200,
      body: { result: 'success', configured: true, signInRequired: true, messages: [] },
    });
    const asked = await visitor.ask(doc, { message: 'Напиши письмо' });
    expect([asked.status, asked.json]).toEqual([401, refused('login_required')]);
    expect(await provider.requests()).toEqual([]);

    // A signed-in teacher is let in.
    const { teacher, doc: own } = await letter(app);
    expect((await teacher.modal(own)).body).toMatchObject({ signInRequired: false });
  });

  it('keeps what arrived when the provider drops the connection or stalls mid-answer', async () => {
    const { teacher, doc } = await letter(app);
    await provider.next('drop');
    const dropped = await teacher.ask(doc, { message: 'Напиши письмо' });
    expect(dropped.text.length).toBeGreaterThan(0);
    expect(ANSWER.startsWith(dropped.text)).toBe(true);
    const end = dropped.events.at(-1)!;
    expect(end).toMatchObject({ event: 'error', error_code: 'ai_dropped', id: expect.any(Number) });

    await provider.next('stall', { delayMs: 60_000 });
    const stalled = await teacher.ask(doc, { message: 'Ещё раз' });
    expect(stalled.events.at(-1)).toMatchObject({ event: 'error', error_code: 'ai_timeout' });

    const history = await messages(doc, teacher);
    expect(history.map((m) => [m.role, m.partial])).toEqual([
      ['user', false],
      ['assistant', true],
      ['user', false],
      ['assistant', true],
    ]);
    expect(history[1]!.text).toBe(dropped.text);
    expect(history[1]!.id).toBe(end.event === 'error' ? end.id : -1);
  });

  it('keeps a partial answer when the teacher stops it', async () => {
    const { teacher, doc } = await letter(app);
    await provider.next('normal', { delayMs: 300 });
    const seen = await teacher.askAndStop(doc, { message: 'Напиши длинное письмо' });
    expect(seen).toContain('event: delta');
    const history = await eventually(
      () => messages(doc, teacher),
      (list) => list.length === 2,
    );
    expect(history[1]).toMatchObject({ role: 'assistant', partial: true });
    expect(ANSWER.startsWith(String(history[1]!.text))).toBe(true);
    expect(String(history[1]!.text).length).toBeLessThan(ANSWER.length);
  });

  it('limits questions per account per minute and per day, also when they come all at once', async () => {
    const { teacher, doc } = await letter(app);
    const neighbour = await letter(app);
    const answers = await Promise.all(
      Array.from({ length: AI_LIMITS.perMinute + 4 }, (_, index) =>
        teacher.ask(doc, { message: `Вопрос номер ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(AI_LIMITS.perMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(answers.find((answer) => answer.status === 429)!.json).toEqual(refused('rate_minute'));
    // Another account is not held up by this one.
    expect((await neighbour.teacher.ask(neighbour.doc, { message: 'Мой вопрос' })).status).toBe(
      200,
    );

    // Clearing the conversation forgets the questions, not that they were asked.
    expect((await teacher.clear(doc)).status).toBe(200);
    const afterClear = await teacher.ask(doc, { message: 'После очистки' });
    expect([afterClear.status, afterClear.json]).toEqual([429, refused('rate_minute')]);

    app.clock.advance(61_000);
    expect((await teacher.ask(doc, { message: 'Через минуту' })).status).toBe(200);

    // The day: questions asked earlier today count too (7 above, the rest an hour ago).
    const userId = await teacher.userId();
    const events = app.dataSource.getRepository(UsageEvent);
    await events.save(
      events.create({
        channel: AI_CHANNEL,
        scope: 'account',
        key: userId,
        at: app.clock.now().getTime() - 3_600_000,
        weight: AI_LIMITS.perDay - AI_LIMITS.perMinute - 1,
      }),
    );
    const daily = await teacher.ask(doc, { message: 'Сегодня уже много' });
    expect([daily.status, daily.json]).toEqual([429, refused('rate_day')]);
    app.clock.advance(24 * 3_600_000);
    expect((await teacher.ask(doc, { message: 'Новый день' })).status).toBe(200);
  });

  it('answers a member switched into the account only with docs_full', async () => {
    const owner = await AiTeacher.registered(app);
    const doc = await owner.labelledDoc(fixture.free.id, 'Письмо завуча');
    const withDocs = await AiTeacher.registered(app);
    const withoutDocs = await AiTeacher.registered(app);
    for (const [member, permissions] of [
      [withDocs, 'docs_full'],
      [withoutDocs, 'print_view,storage_view'],
    ] as const) {
      await owner.visitor.post(accountPaths.accessGrant, { user: member.email, permissions });
      await member.switchInto(await owner.userId());
    }
    // A colleague with docs_full works in the owner's account: the owner's conversation.
    expect((await withDocs.ask(doc, { message: 'Помоги с письмом' })).text).toBe(ANSWER);
    const kept = await messages(doc, owner);
    expect(kept.map((m) => m.text)).toEqual(['Помоги с письмом', ANSWER]);
    await provider.reset();

    const forbidden = { result: 'forbidden', error_code: 'forbidden', error_text: 'Forbidden' };
    const refusedAsk = await withoutDocs.ask(doc, { message: 'Можно мне?' });
    expect([refusedAsk.status, refusedAsk.json]).toEqual([403, forbidden]);
    expect(await withoutDocs.modal(doc)).toEqual({ status: 403, body: forbidden });
    expect(await withoutDocs.clear(doc)).toEqual({ status: 403, body: forbidden });
    expect(await provider.requests()).toEqual([]);
    expect(await messages(doc, owner)).toEqual(kept);
  });

  it('forgets a document’s conversation on clear, and only that one', async () => {
    const { teacher, doc } = await letter(app);
    const second = await teacher.labelledDoc(fixture.free.id, 'Другой документ');
    await teacher.ask(doc, { message: 'Первый документ' });
    await teacher.ask(second, { message: 'Второй документ' });
    expect(await teacher.clear(doc)).toEqual({ status: 200, body: { result: 'success' } });
    expect(await messages(doc, teacher)).toEqual([]);
    expect((await messages(second, teacher)).map((m) => m.text)).toEqual([
      'Второй документ',
      ANSWER,
    ]);
  });
});

describe.each(databases)('the AI assistant’s limits per address and installation on %s', (kind) => {
  const BUDGET = 20;
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    // Per address the defaults (12 a minute); a small day and installation budget to reach.
    config: {
      trustProxy: true,
      ai: aiConfig({ addressPerMinute: 12, addressPerDay: 15, dailyBudget: BUDGET }),
    },
  }));
  beforeEach(() => provider.reset());
  const teachersFrom = async (address: string, count: number) => {
    const made: Array<{ teacher: AiTeacher; doc: string }> = [];
    for (let index = 0; index < count; index += 1) {
      const { teacher, doc } = await AiTeacher.withDoc(app, fixture.free.id, `Письмо ${index}`);
      made.push({ teacher: teacher.from(address), doc });
    }
    return made;
  };

  it('refuses the 13th question from one address in a minute, whichever account asks, and then the 16th of the day', async () => {
    // Three signed-in teachers behind one school's address ask 4 times each, all at once.
    const school = await teachersFrom('203.0.113.7', 4);
    const firstRound = await Promise.all(
      school
        .slice(0, 3)
        .flatMap(({ teacher, doc }) =>
          [1, 2, 3, 4].map((n) => teacher.ask(doc, { message: `Вопрос ${n}` })),
        ),
    );
    expect(firstRound.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    // The 13th, by a fourth account that has asked nothing yet: the address's minute is full.
    const fourth = school[3]!;
    const thirteenth = await fourth.teacher.ask(fourth.doc, { message: 'Мой первый вопрос' });
    expect([thirteenth.status, thirteenth.json]).toEqual([429, refused('rate_address_minute')]);
    expect(await provider.requests()).toHaveLength(12);
    expect((await fourth.teacher.modal(fourth.doc)).body.messages).toEqual([]);

    // Another address is not held up by this one.
    const [home] = await teachersFrom('198.51.100.20', 1);
    expect((await home!.teacher.ask(home!.doc, { message: 'Из дома' })).status).toBe(200);

    // A minute later the school asks again, until its day (15) is full.
    app.clock.advance(61_000);
    for (const n of [13, 14, 15]) {
      const asked = await fourth.teacher.ask(fourth.doc, { message: `Вопрос ${n}` });
      expect(asked.status).toBe(200);
    }
    const sixteenth = await fourth.teacher.ask(fourth.doc, { message: 'Вопрос 16' });
    expect([sixteenth.status, sixteenth.json]).toEqual([429, refused('rate_address_day')]);
    expect(await provider.requests()).toHaveLength(16);
  });

  it('stops answering anyone when the installation’s day budget is spent, until the next day', async () => {
    app.clock.advance(25 * 3_600_000);
    // Five addresses, four questions each: the budget of 20.
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5']) {
      const [{ teacher, doc }] = (await teachersFrom(address, 1)) as [
        { teacher: AiTeacher; doc: string },
      ];
      for (const n of [1, 2, 3, 4])
        expect((await teacher.ask(doc, { message: `Вопрос ${n}` })).status).toBe(200);
    }
    const [late] = await teachersFrom('192.0.2.99', 1);
    const spent = await late!.teacher.ask(late!.doc, { message: 'Можно ещё?' });
    expect([spent.status, spent.json]).toEqual([429, refused('ai_budget_spent')]);
    expect(await provider.requests()).toHaveLength(BUDGET);

    app.clock.advance(24 * 3_600_000);
    expect((await late!.teacher.ask(late!.doc, { message: 'Новый день' })).status).toBe(200);
  });

  it('gives the limits back when the provider never answered', async () => {
    app.clock.advance(25 * 3_600_000);
    const [{ teacher, doc }] = (await teachersFrom('192.0.2.50', 1)) as [
      { teacher: AiTeacher; doc: string },
    ];
    for (let n = 0; n < 7; n += 1) {
      await provider.next('error', { status: 503 });
      const failed = await teacher.ask(doc, { message: `Вопрос ${n}` });
      expect(failed.events).toMatchObject([{ event: 'error', error_code: 'ai_failed' }]);
    }
    // Seven failures were not seven questions: the account's minute (6) still has room.
    expect((await teacher.ask(doc, { message: 'Теперь получится' })).status).toBe(200);
  });
});

describe('the AI assistant without a provider, or with one that cannot be reached', () => {
  const plain = appForBlock('sqlite', () => ({ catalogueDir: fixture.catalogueDir }));
  const unreachable = appForBlock('sqlite', () => ({
    catalogueDir: fixture.catalogueDir,
    // A port nothing listens on.
    config: { ai: { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 } },
  }));

  it('says plainly that the assistant is not set up', async () => {
    const { teacher, doc } = await AiTeacher.withDoc(plain, fixture.free.id, 'Текст');
    expect((await teacher.modal(doc)).body).toMatchObject({ configured: false, messages: [] });
    const asked = await teacher.ask(doc, { message: 'Помоги' });
    expect([asked.status, asked.json]).toEqual([503, refused('ai_not_configured')]);
  });

  it('says the service cannot be reached, and keeps no question', async () => {
    const { teacher, doc } = await AiTeacher.withDoc(unreachable, fixture.free.id, 'Текст');
    const asked = await teacher.ask(doc, { message: 'Помоги' });
    expect(asked.events).toEqual([
      { event: 'error', id: 0, error_code: 'ai_unreachable', error_text: aiErrors.ai_unreachable },
    ]);
    expect((await teacher.modal(doc)).body.messages).toEqual([]);
  });
});
