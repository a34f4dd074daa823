import { databases, type TestDatabase } from '../../test-support/test-database';
import type { User } from '../../modules/auth';
import { AlertsService } from '../../modules/alerts';
import { systemClock } from '../../shared/clock';
import { USAGE } from '../admin';
import { useAdminCli } from './admin-test-kit';

describe.each(databases)('npm run admin -- alert ... on %s', (kind) => {
  const cli = useAdminCli(kind, ['teacher@school.test', 'colleague@school.test']);
  const { admin } = cli;
  let teacher: User;
  let colleague: User;
  let database: TestDatabase;
  beforeAll(() => {
    [teacher, colleague] = cli.users as [User, User];
    database = cli.database;
  });

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
