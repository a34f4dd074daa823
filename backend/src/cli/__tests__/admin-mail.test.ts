import { databases } from '../../test-support/test-database';
import type { User } from '../../modules/auth';
import { MassMail } from '../../modules/mass-mail';
import { useAdminCli } from './admin-test-kit';

describe.each(databases)('npm run admin -- mail list on %s', (kind) => {
  const cli = useAdminCli(kind, ['sender@school.test', 'other@school.test']);
  const { admin } = cli;

  it('lists what drive runs sent and refused, of one account or one run', async () => {
    const [sender, other] = cli.users as [User, User];
    const rows = cli.database.dataSource.getRepository(MassMail);
    const at = Date.UTC(2026, 0, 15, 9, 30);
    const row = (userId: string, groupId: number, recipient: string, extra: Partial<MassMail>) =>
      rows.insert({
        userId,
        groupId,
        massId: 'm'.repeat(36),
        recipient,
        subject: 'Ваш документ «Анна»',
        outcome: 'sent',
        reason: null,
        unsubscribeToken: `${recipient.padEnd(43, 'x')}`.slice(0, 43),
        at,
        ...extra,
      });
    await row(sender.id, 7, 'anna@pupils.example', {});
    await row(sender.id, 8, 'boris@pupils.example', {
      outcome: 'refused',
      reason: 'account_day_limit',
    });
    await row(other.id, 9, 'vera@pupils.example', {});

    const mine = await admin('mail', 'list', '--user', 'sender@school.test');
    expect(mine.code).toBe(0);
    expect(mine.out.split('\n').filter(Boolean)).toEqual([
      'Messages: 2',
      `2026-01-15 09:30  refused  account ${sender.id}  run 8  to boris@pupils.example  "Ваш документ «Анна»"  account_day_limit`,
      `2026-01-15 09:30  sent     account ${sender.id}  run 7  to anna@pupils.example  "Ваш документ «Анна»"`,
    ]);
    const run = await admin('mail', 'list', '--group', '9');
    expect(run.out).toContain('to vera@pupils.example');
    expect(run.out).not.toContain('anna@');
    expect((await admin('mail', 'list')).out).toContain('Messages: 3');
    expect((await admin('mail', 'list', '--group', 'x')).code).toBe(2);
  });
});
