import { databases } from '../../test-support/test-database';
import { User } from '../../modules/auth';
import { useAdminCli } from './admin-test-kit';

describe.each(databases)('npm run admin -- print-present on %s', (kind) => {
  const cli = useAdminCli(kind, ['printer@school.test']);
  const { admin } = cli;

  const settingsOf = async (user: User) => {
    const stored = await cli.database.dataSource
      .getRepository(User)
      .findOneByOrFail({ id: user.id });
    return JSON.parse(stored.settings) as Record<string, unknown>;
  };

  it('flags the teacher for the printed-copies offer and keeps her other settings', async () => {
    const [teacher] = cli.users as [User];
    await cli.database.dataSource
      .getRepository(User)
      .update({ id: teacher.id }, { settings: JSON.stringify({ lng: 'kz', docs_view: 'list' }) });

    const result = await admin('print-present', 'on', '--user', 'printer@school.test');
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('printer@school.test');
    expect(await settingsOf(teacher)).toEqual({
      lng: 'kz',
      docs_view: 'list',
      print_present: true,
    });
  });

  it('names an unknown account and changes nothing', async () => {
    const result = await admin('print-present', 'on', '--user', 'nobody@school.test');
    expect(result.code).toBe(1);
    expect(result.err).toContain('nobody@school.test');
  });
});
