import { randomUUID } from 'node:crypto';
import { appPaths, type PayTeam as PayTeamAnswer } from '@gramota/contracts';
import { In, IsNull, type DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { changed } from '../../shared/db-values';
import { User } from '../auth';
import { Licence } from '../licences';
import { payError } from './pay-errors';
import { PayTeam, PayTeamInvite, PayTeamMember } from './pay-team.entity';
import { payTransaction } from './payment-transaction';

/** Team licences: colleagues join by one-time links; a seat is an ordinary all-templates licence. */
export class PayTeamsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private today(): string {
    return this.clock().toISOString().slice(0, 10);
  }

  /**
   * GET /api/pay-templates-team-connect/{uid}/: the caller takes the link's seat until the team's
   * end. A used link, an ended team or a caller already in it changes nothing.
   */
  async join(userId: string, inviteUid: string): Promise<PayTeam> {
    return payTransaction(this.dataSource, async (manager) => {
      const invite = await manager.getRepository(PayTeamInvite).findOneBy({ uid: inviteUid });
      if (!invite) throw payError(404, 'not_found');
      const team = await manager.getRepository(PayTeam).findOneByOrFail({ id: invite.teamId });
      const members = manager.getRepository(PayTeamMember);
      if (await members.existsBy({ teamId: team.id, userId })) throw payError(400, 'team_own');
      if (invite.usedBy !== null) throw payError(400, 'team_link_used');
      if (team.dateEnd < this.today()) throw payError(400, 'team_link_expired');
      const now = this.clock();
      // The link is spent in one conditional step: two colleagues opening it at once get one seat.
      const taken = await manager
        .getRepository(PayTeamInvite)
        .update({ id: invite.id, usedBy: IsNull() }, { usedBy: userId, usedAt: now.getTime() });
      if (changed(taken) !== 1) throw payError(400, 'team_link_used');
      await members.insert({ teamId: team.id, userId, joinedAt: now.getTime() });
      await manager.getRepository(Licence).insert({
        id: randomUUID(),
        userId,
        kind: 'all-templates',
        templateId: null,
        dateStart: this.today(),
        dateEnd: team.dateEnd,
        createdAt: now,
        paymentId: null,
        teamId: team.id,
      });
      return team;
    });
  }

  /** The teams the account bought, with members and the links not used yet. */
  async boughtBy(userId: string): Promise<PayTeamAnswer[]> {
    const teams = await this.dataSource
      .getRepository(PayTeam)
      .find({ where: { ownerId: userId }, order: { id: 'DESC' } });
    if (teams.length === 0) return [];
    const ids = teams.map((team) => team.id);
    const members = await this.dataSource
      .getRepository(PayTeamMember)
      .find({ where: { teamId: In(ids) }, order: { joinedAt: 'ASC', id: 'ASC' } });
    const users = await this.dataSource
      .getRepository(User)
      .findBy({ id: In([...new Set(members.map((member) => member.userId))]) });
    const userById = new Map(users.map((user) => [user.id, user]));
    const invites = await this.dataSource
      .getRepository(PayTeamInvite)
      .find({ where: { teamId: In(ids), usedBy: IsNull() }, order: { id: 'ASC' } });
    return teams.map((team) => ({
      uid: team.uid,
      org: team.org,
      seats: team.seats,
      date_end: team.dateEnd,
      members: members
        .filter((member) => member.teamId === team.id)
        .map((member) => ({
          name: userById.get(member.userId)?.name ?? '',
          email: userById.get(member.userId)?.email ?? '',
          joined: member.joinedAt,
        })),
      invites: invites
        .filter((invite) => invite.teamId === team.id)
        .map((invite) => appPaths.payConnect(invite.uid)),
    }));
  }

  /** The running team the account holds a seat in (as a member or the buyer), newest end first. */
  async membership(userId: string): Promise<PayTeam | null> {
    const today = this.today();
    const seats = await this.dataSource.getRepository(PayTeamMember).findBy({ userId });
    if (seats.length === 0) return null;
    const teams = await this.dataSource
      .getRepository(PayTeam)
      .find({ where: { id: In(seats.map((seat) => seat.teamId)) }, order: { dateEnd: 'DESC' } });
    return teams.find((team) => team.dateEnd >= today) ?? null;
  }

  async orgsById(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const teams = await this.dataSource.getRepository(PayTeam).findBy({ id: In(ids) });
    return new Map(teams.map((team) => [team.id, team.org]));
  }
}
