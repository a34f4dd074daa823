import { databases, type TestDatabase } from '../../test-support/test-database';
import { User } from '../../modules/auth';
import { LicencesService } from '../../modules/licences';
import { systemClock } from '../../shared/clock';
import { parseArgs, USAGE } from '../admin';
import { useAdminCli } from './admin-test-kit';

describe.each(databases)('npm run admin on %s', (kind) => {
  const cli = useAdminCli(kind, ['director@school.test']);
  const { admin } = cli;
  let user: User;
  let database: TestDatabase;
  beforeAll(() => {
    user = cli.users[0]!;
    database = cli.database;
  });

  const licences = () => new LicencesService(database.dataSource, systemClock);

  it('grants, lists and revokes licences by e-mail or id', async () => {
    const granted = await admin(
      'licence',
      'grant',
      '--user',
      'Director@School.test',
      '--kind',
      'all-templates',
      '--until',
      '2099-06-30',
      '--from',
      '2026-01-01',
    );
    expect(granted).toMatchObject({ code: 0, err: '' });
    expect(granted.out).toMatch(
      /^Granted licence [0-9a-f-]{36}: all-templates for director@school\.test .*, 2026-01-01 to 2099-06-30\.$/,
    );
    expect(await licences().isProForTemplate(user.id, 'ru:1:0')).toBe(true);

    const template = await admin(
      'licence',
      'grant',
      `--user=${user.id}`,
      '--kind=template',
      '--template',
      'ru:12:0',
      '--until',
      '2099-01-01',
    );
    expect(template.code).toBe(0);

    const list = await admin('licence', 'list', '--user', user.id);
    expect(list.code).toBe(0);
    expect(list.out).toContain('Licences of director@school.test');
    expect(list.out).toMatch(/all-templates .*2026-01-01 to 2099-06-30 {2}active/);
    expect(list.out).toMatch(/template .*ru:12:0/);

    const id = /licence ([0-9a-f-]{36})/.exec(granted.out)![1]!;
    const revoked = await admin('licence', 'revoke', '--id', id);
    expect(revoked).toMatchObject({ code: 0 });
    expect(revoked.out).toContain(`Revoked licence ${id}`);
    expect(await licences().isTemplateAllActive(user.id)).toBe(false);
    expect((await admin('licence', 'revoke', '--id', id)).code).toBe(1);
  });

  it('marks and unmarks a developer account, and shows a user', async () => {
    expect((await admin('dev', 'on', '--user', 'director@school.test')).out).toContain("dev='dev'");
    expect(
      (await database.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).dev,
    ).toBe('dev');
    const shown = await admin('user', 'show', '--user', 'director@school.test');
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/^id\s+[0-9a-f-]{36}$/m);
    expect(shown.out).toMatch(/^developer\s+yes/m);
    expect(shown.out).toMatch(/^registered\s+yes/m);
    await admin('dev', 'off', '--user', user.id);
    expect(
      (await database.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).dev,
    ).toBe('');
  });

  it.each([
    [[], 2, 'Usage'],
    [['licence'], 2, 'Unknown command: licence'],
    [
      [
        'licence',
        'grant',
        '--user',
        'director@school.test',
        '--kind',
        'gold',
        '--until',
        '2030-01-01',
      ],
      2,
      '--kind must be one of',
    ],
    [
      ['licence', 'grant', '--user', 'director@school.test', '--kind', 'workshop'],
      2,
      '--until is required',
    ],
    [
      [
        'licence',
        'grant',
        '--user',
        'director@school.test',
        '--kind',
        'workshop',
        '--until',
        '30.06.2027',
      ],
      2,
      'Not a date',
    ],
    [
      [
        'licence',
        'grant',
        '--user',
        'director@school.test',
        '--kind',
        'template',
        '--until',
        '2030-01-01',
      ],
      2,
      'needs a template id',
    ],
    [
      [
        'licence',
        'grant',
        '--user',
        'nobody@school.test',
        '--kind',
        'workshop',
        '--until',
        '2030-01-01',
      ],
      1,
      'No user with the e-mail or id nobody@school.test',
    ],
    [['licence', 'list', '--user'], 2, '--user needs a value'],
    [['licence', 'list', '--colour', 'red'], 2, 'Unknown option --colour'],
    [['dev', 'maybe', '--user', 'director@school.test'], 2, 'Unknown command: dev maybe'],
    [
      ['user', 'show', '--user', 'director@school.test', '--kind', 'x'],
      2,
      '--kind does not apply here',
    ],
  ])('refuses %j with exit code %i and a message', async (argv, code, message) => {
    const result = await admin(...(argv as string[]));
    expect(result.code).toBe(code);
    expect(`${result.err}${result.out}`).toContain(message);
  });
});

describe('admin argument parsing', () => {
  it('reads --name value and --name=value', () => {
    const parsed = parseArgs(['licence', 'grant', '--user', 'a@b.cd', '--until=2030-01-01']);
    expect(parsed.words).toEqual(['licence', 'grant']);
    expect(Object.fromEntries(parsed.options)).toEqual({ user: 'a@b.cd', until: '2030-01-01' });
  });

  it('documents every command', () => {
    for (const command of [
      'licence grant',
      'licence revoke',
      'licence list',
      'dev on|off',
      'user show',
    ])
      expect(USAGE).toContain(command);
  });
});
