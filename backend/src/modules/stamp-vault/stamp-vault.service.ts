import {
  accountPaths,
  STAMP_PLACEMENTS,
  STAMP_VAULT_LIMITS,
  type AccessGrantInfo,
  type StampPlacement,
  type StampVaultAnswer,
  type VaultStamp,
} from '@gramota/contracts';
import { In } from 'typeorm';
import { actorLabel, vaultError, type AuditLog } from '../audit';
import { Stamp } from '../profile';
import { StampChosen } from './stamp-chosen.entity';
import { isOwner, type PlacementRule, type VaultCaller, type VaultTables } from './vault-kit';

/** The account's granted-access members (the access module). */
export interface VaultMembers {
  list(ownerId: string): Promise<AccessGrantInfo[]>;
}

/**
 * The stamp and signature vault (issue 37). The account owns its stamps; each has a rule of who
 * may place it (`all`, or `chosen`: the owner and chosen members), or a member's approved request
 * for one document (stamp-requests.service.ts). Rule changes go to the audit log.
 */
export class StampVault implements PlacementRule {
  constructor(
    private readonly tables: VaultTables,
    private readonly log: AuditLog,
    private readonly members: VaultMembers,
  ) {}

  /** May the caller place `stamp`, on any document (no `docId`) or on that one. */
  async mayPlace(caller: VaultCaller, stamp: Stamp, docId?: number): Promise<boolean> {
    if (stamp.userId !== caller.accountId || caller.outsider) return false;
    if (isOwner(caller) || stamp.placement === 'all') return true;
    if (await this.tables.chosen.existsBy({ stampId: stamp.id, memberId: caller.actor.id }))
      return true;
    if (docId === undefined) return false;
    return this.tables.requests.existsBy({
      stampId: stamp.id,
      docId,
      requesterId: caller.actor.id,
      status: 'approved',
    });
  }

  /**
   * May the caller see the stamp's picture: those who may place it anywhere, and a member approved
   * to place it on a document. Nobody else is served the image (it is a school's seal).
   */
  async maySee(caller: VaultCaller, stampId: string): Promise<boolean> {
    const stamp = await this.tables.stamps.findOneBy({ id: stampId, userId: caller.accountId });
    if (!stamp) return false;
    if (await this.mayPlace(caller, stamp)) return true;
    return this.tables.requests.existsBy({
      stampId,
      requesterId: caller.actor.id,
      status: 'approved',
    });
  }

  /**
   * The account's stamps as the caller may use them (on document `docId`, when given: a stamp
   * approved for it may be placed there); the owner also sees rules and members.
   */
  async vault(caller: VaultCaller, docId?: number): Promise<StampVaultAnswer> {
    const stamps = await this.tables.stamps.find({
      where: { userId: caller.accountId },
      order: { createdAt: 'ASC' },
    });
    const owner = isOwner(caller);
    const chosen = await this.chosenOf(stamps.map((stamp) => stamp.id));
    const approvals = owner
      ? []
      : await this.tables.requests.find({
          select: { stampId: true, docId: true },
          where: { accountId: caller.accountId, requesterId: caller.actor.id, status: 'approved' },
        });
    const approved = new Set(approvals.map((request) => request.stampId));
    const approvedHere = new Set(
      approvals.filter((request) => request.docId === docId).map((request) => request.stampId),
    );
    const shown: VaultStamp[] = stamps.map((stamp) => {
      const mayPlace =
        owner ||
        stamp.placement === 'all' ||
        (chosen.get(stamp.id) ?? []).includes(caller.actor.id) ||
        approvedHere.has(stamp.id);
      const visible = mayPlace || approved.has(stamp.id);
      return {
        id: stamp.id,
        kind: stamp.kind,
        name: stamp.name,
        placement: stamp.placement,
        may_place: mayPlace,
        ...(visible && { url: accountPaths.profileStampFile(stamp.id) }),
        ...(owner && { chosen: chosen.get(stamp.id) ?? [] }),
      };
    });
    if (!owner) return { result: 'success', is_owner: false, stamps: shown };
    const members = (await this.members.list(caller.accountId)).map((grant) => ({
      id: grant.member_id,
      name: grant.member_name,
      email: grant.member_email,
    }));
    return { result: 'success', is_owner: true, stamps: shown, members };
  }

  /** The owner sets who may place a stamp; the members chosen must have access to the account. */
  async setRule(
    caller: VaultCaller,
    stampId: string,
    placement: string,
    chosenIds: string[],
  ): Promise<VaultStamp> {
    const stamp = await this.ownStamp(caller, stampId);
    if (!(STAMP_PLACEMENTS as readonly string[]).includes(placement))
      throw vaultError(400, 'placement_invalid', 'placement');
    const wanted = placement === 'chosen' ? [...new Set(chosenIds)] : [];
    if (wanted.length > STAMP_VAULT_LIMITS.chosenMax)
      throw vaultError(400, 'chosen_too_many', 'chosen');
    const granted = new Set(
      (await this.members.list(caller.accountId)).map((grant) => grant.member_id),
    );
    if (wanted.some((id) => !granted.has(id))) throw vaultError(400, 'chosen_invalid', 'chosen');
    await this.tables.stamps.manager.transaction(async (manager) => {
      await manager.update(Stamp, { id: stamp.id }, { placement: placement as StampPlacement });
      await manager.delete(StampChosen, { stampId: stamp.id });
      if (wanted.length)
        await manager.insert(
          StampChosen,
          wanted.map((memberId) => ({ stampId: stamp.id, memberId })),
        );
    });
    await this.log.record(caller.accountId, caller.actor, {
      action: 'stamp_rule_changed',
      stamp,
      detail: placement === 'chosen' ? await this.namesOf(wanted) : 'all',
    });
    return {
      id: stamp.id,
      kind: stamp.kind,
      name: stamp.name,
      placement: placement as StampPlacement,
      may_place: true,
      url: accountPaths.profileStampFile(stamp.id),
      chosen: wanted,
    };
  }

  private async ownStamp(caller: VaultCaller, stampId: string): Promise<Stamp> {
    const stamp = await this.tables.stamps.findOneBy({ id: stampId, userId: caller.accountId });
    if (!stamp || !isOwner(caller)) throw vaultError(404, 'not_found', 'stamp_id');
    return stamp;
  }

  private async chosenOf(stampIds: string[]): Promise<Map<string, string[]>> {
    const rows = stampIds.length ? await this.tables.chosen.findBy({ stampId: In(stampIds) }) : [];
    const byStamp = new Map<string, string[]>();
    for (const row of rows)
      byStamp.set(row.stampId, [...(byStamp.get(row.stampId) ?? []), row.memberId]);
    return byStamp;
  }

  private async namesOf(userIds: string[]): Promise<string> {
    if (userIds.length === 0) return '';
    const users = await this.tables.users.findBy({ id: In(userIds) });
    return users.map(actorLabel).join(', ');
  }
}
