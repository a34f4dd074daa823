import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, databases, type TestDatabase } from '../../test-support/test-database';
import { User, UsersService } from '../../modules/auth';
import { AlertsService } from '../../modules/alerts';
import { systemClock } from '../../shared/clock';
import { runAdmin, USAGE } from '../admin';

describe.each(databases)('npm run admin -- alert ... on %s', (kind) => {
  let dataDir: string;
  let database: TestDatabase;
  let teacher: User;
  let colleague: User;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-admin-alerts-'));
    database = await createTestDatabase(kind, dataDir);
    const users = new UsersService(database.dataSource);
    teacher = await users.createRegistered({
      email: 'teacher@school.test',
      name: 'Teacher',
      passwordHash: null,
    });
    colleague = await users.createRegistered({
      email: 'colleague@school.test',
      name: 'Colleague',
      passwordHash: null,
    });
  });

  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function admin(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir };
    if (database.config.kind === 'postgres') env.DATABASE_URL = database.config.url;
    const code = await runAdmin(argv, {
      env,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const alertsOf = async (user: User) =>
    Object.values(
      (await new AlertsService(database.dataSource, systemClock).answerFor(user.id)).alerts,
    ).map(({ title, text, priority }) => ({ title, text, priority }));

  it('publishes for everyone and for one account, lists and removes', async () => {
    const everyone = await admin(
      'alert',
      'publish',
      '--title',
      'Новые шаблоны',
      '--text',
      '<img src=x onerror=alert(1)> к 1 сентября',
      '--priority',
      '2',
    );
    expect(everyone).toMatchObject({ code: 0, err: '' });
    expect(everyone.out).toMatch(/^Published alert (\d+) \(priority 2\) for everyone\.$/);
    const everyoneId = /alert (\d+)/.exec(everyone.out)![1]!;

    const personal = await admin(
      'alert',
      'publish',
      '--title=Оплата',
      '--text=Лицензия заканчивается',
      '--priority=3',
      '--user',
      'Teacher@School.test',
      '--until',
      '2099-01-31',
    );
    expect(personal.code).toBe(0);
    expect(personal.out).toContain('for teacher@school.test');
    expect(personal.out).toContain('until 2099-01-31');

    // Stored as given: the text is plain text, the dropdown shows it literally.
    expect(await alertsOf(teacher)).toEqual(
      expect.arrayContaining([
        {
          title: 'Новые шаблоны',
          text: '<img src=x onerror=alert(1)> к 1 сентября',
          priority: '2',
        },
        { title: 'Оплата', text: 'Лицензия заканчивается', priority: '3' },
      ]),
    );
    expect((await alertsOf(colleague)).map((alert) => alert.title)).toEqual(['Новые шаблоны']);

    const list = await admin('alert', 'list');
    expect(list.code).toBe(0);
    expect(list.out).toContain('Alerts: 2');
    expect(list.out).toContain(`until 2099-01-31  Оплата`);
    expect(list.out).toMatch(new RegExp(`${everyoneId}\\s+priority 2\\s+everyone`));

    expect(await admin('alert', 'remove', '--id', everyoneId)).toMatchObject({
      code: 0,
      out: `Removed alert ${everyoneId} (Новые шаблоны).`,
    });
    expect(await alertsOf(colleague)).toEqual([]);
    expect(await admin('alert', 'remove', '--id', everyoneId)).toMatchObject({
      code: 1,
      err: `No alert with the id ${everyoneId}`,
    });
  });

  it.each([
    [
      ['alert', 'publish', '--title', 'T', '--text', 'X', '--priority', '4'],
      2,
      'must be 1, 2 or 3',
    ],
    [
      ['alert', 'publish', '--title', ' ', '--text', 'X', '--priority', '1'],
      2,
      '--title is required',
    ],
    [['alert', 'publish', '--title', 'T', '--priority', '1'], 2, '--text is required'],
    [
      ['alert', 'publish', '--title', 'x'.repeat(201), '--text', 'X', '--priority', '1'],
      2,
      'longer than 200',
    ],
    [
      [
        'alert',
        'publish',
        '--title',
        'T',
        '--text',
        'X',
        '--priority',
        '1',
        '--until',
        '2001-01-01',
      ],
      2,
      'already past',
    ],
    [
      [
        'alert',
        'publish',
        '--title',
        'T',
        '--text',
        'X',
        '--priority',
        '1',
        '--until',
        '31.01.2099',
      ],
      2,
      '--until must be a date',
    ],
    [
      [
        'alert',
        'publish',
        '--title',
        'T',
        '--text',
        'X',
        '--priority',
        '1',
        '--user',
        'nobody@x.test',
      ],
      1,
      'No user with the e-mail or id nobody@x.test',
    ],
    [['alert', 'remove', '--id', 'abc'], 1, 'No alert with the id abc'],
    [['alert', 'remove'], 2, '--id is required'],
    [['alert', 'list', '--user', 'teacher@school.test'], 2, '--user does not apply here'],
  ])('refuses %j with exit code %i and a message', async (argv, code, message) => {
    const result = await admin(...(argv as string[]));
    expect(result.code).toBe(code);
    expect(`${result.err}${result.out}`).toContain(message);
    expect(await alertsOf(colleague)).toEqual([]);
  });

  it('documents the alert commands', () => {
    for (const command of ['alert publish', 'alert list', 'alert remove'])
      expect(USAGE).toContain(command);
  });
});
