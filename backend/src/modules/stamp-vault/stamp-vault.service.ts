import { randomUUID } from 'node:crypto';
import {
  accountPaths,
  docsPaths,
  STAMP_PLACEMENTS,
  STAMP_VAULT_LIMITS,
  isLanguage,
  type AccessGrantInfo,
  type Language,
  type StampPlacement,
  type StampRequestDecision,
  type StampRequestInfo,
  type StampRequestsAnswer,
  type StampVaultAnswer,
  type VaultStamp,
} from '@gramota/contracts';
import { In, type DataSource, type Repository } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { t } from '../../shared/texts';
import { changed } from '../../shared/db-values';
import { actorLabel, vaultError, type AuditActor, type AuditLog } from '../audit';
import { accountLanguage, User } from '../auth';
import { Doc, thumbKey } from '../docs';
import { Stamp } from '../profile';
import { StampChosen } from './stamp-chosen.entity';
import { StampRequest } from './stamp-request.entity';

/** Who is acting, in which account: the owner acts in their own; a member is switched in. */
export interface VaultCaller {
  accountId: string;
  actor: AuditActor;
  /**
   * Someone editing a workshop template shared with them from another account: not working in
   * the stamps' account, so they place none of its stamps.
   */
  outsider?: boolean;
}

/** The account's granted-access members (the access module). */
export interface VaultMembers {
  list(ownerId: string): Promise<AccessGrantInfo[]>;
}

/** One person's alert (the alerts module's publish). */
export interface VaultAlerts {
  publish(draft: {
    userId: string;
    title: string;
    text: string;
    priority: '2';
    endTime: number;
  }): Promise<unknown>;
}

/** How long a holder's alert of a waiting request stays. */
const REQUEST_ALERT_DAYS = 14;

const languageOf = (code: string | undefined): Language => (isLanguage(code) ? code : 'ru');

const isOwner = (caller: VaultCaller) => caller.actor.id === caller.accountId;

/**
 * The stamp and signature vault (issue 37). The account owns its stamps; each has a rule of who
 * may place it (`all`, or `chosen`: the owner and chosen members). A member without it asks to
 * place the stamp on one document; whoever may place the stamp approves or declines, once. Every
 * change goes to the audit log, and so does every refused attempt.
 */
export class StampVault {
  private readonly stamps: Repository<Stamp>;
  private readonly chosen: Repository<StampChosen>;
  private readonly requests: Repository<StampRequest>;
  private readonly docs: Repository<Doc>;
  private readonly users: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly log: AuditLog,
    private readonly members: VaultMembers,
    private readonly clock: Clock,
    private readonly alerts?: VaultAlerts,
  ) {
    this.stamps = dataSource.getRepository(Stamp);
    this.chosen = dataSource.getRepository(StampChosen);
    this.requests = dataSource.getRepository(StampRequest);
    this.docs = dataSource.getRepository(Doc);
    this.users = dataSource.getRepository(User);
  }

  /** May the caller place `stamp`, on any document (no `docId`) or on that one. */
  async mayPlace(caller: VaultCaller, stamp: Stamp, docId?: number): Promise<boolean> {
    if (stamp.userId !== caller.accountId || caller.outsider) return false;
    if (isOwner(caller) || stamp.placement === 'all') return true;
    if (await this.chosen.existsBy({ stampId: stamp.id, memberId: caller.actor.id })) return true;
    if (docId === undefined) return false;
    return this.requests.existsBy({
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
    const stamp = await this.stamps.findOneBy({ id: stampId, userId: caller.accountId });
    if (!stamp) return false;
    if (await this.mayPlace(caller, stamp)) return true;
    return this.requests.existsBy({
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
    const stamps = await this.stamps.find({
      where: { userId: caller.accountId },
      order: { createdAt: 'ASC' },
    });
    const owner = isOwner(caller);
    const chosen = await this.chosenOf(stamps.map((stamp) => stamp.id));
    const approvals = owner
      ? []
      : await this.requests.find({
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
    await this.stamps.manager.transaction(async (manager) => {
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

  /** A member asks to place a stamp on one of the account's documents. */
  async request(
    caller: VaultCaller,
    stampId: string,
    docId: number,
    note: string,
  ): Promise<StampRequestInfo> {
    const stamp = await this.stamps.findOneBy({ id: stampId, userId: caller.accountId });
    if (!stamp) throw vaultError(404, 'not_found', 'stamp_id');
    const doc = await this.docs.findOneBy({ id: docId, userId: caller.accountId, trashed: false });
    if (!doc) throw vaultError(404, 'not_found', 'doc_id');
    if (note.length > STAMP_VAULT_LIMITS.noteMax) throw vaultError(400, 'note_too_long', 'note');
    if (await this.mayPlace(caller, stamp, docId)) throw vaultError(409, 'already_allowed');
    const open = { stampId, docId, requesterId: caller.actor.id, status: 'pending' as const };
    if (await this.requests.existsBy(open)) throw vaultError(409, 'already_requested');
    const pending = await this.requests.countBy({
      accountId: caller.accountId,
      requesterId: caller.actor.id,
      status: 'pending',
    });
    if (pending >= STAMP_VAULT_LIMITS.pendingPerMember) throw vaultError(429, 'too_many_requests');
    const request: StampRequest = {
      ...open,
      id: randomUUID(),
      accountId: caller.accountId,
      note,
      decidedBy: null,
      decidedAt: null,
      createdAt: this.clock().getTime(),
    };
    await this.requests.insert(request);
    await this.log.record(caller.accountId, caller.actor, {
      action: 'stamp_requested',
      stamp,
      doc,
      detail: note,
    });
    await this.tellHolders(caller, stamp, doc);
    return this.describeOne(request);
  }

  /** Requests the caller may answer (pending first), and the caller's own. */
  async list(caller: VaultCaller): Promise<StampRequestsAnswer> {
    const all = await this.requests.find({
      where: { accountId: caller.accountId },
      order: { createdAt: 'DESC' },
      take: 500,
    });
    const stamps = await this.stampsById(all.map((request) => request.stampId));
    const decidable: StampRequest[] = [];
    for (const request of all) {
      const stamp = stamps.get(request.stampId);
      if (request.requesterId !== caller.actor.id && stamp && (await this.mayPlace(caller, stamp)))
        decidable.push(request);
    }
    decidable.sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
    const mine = all.filter((request) => request.requesterId === caller.actor.id);
    const [toDecide, own] = await Promise.all([this.describe(decidable), this.describe(mine)]);
    return { result: 'success', to_decide: toDecide, mine: own };
  }

  /**
   * Approve or decline, by someone who may place the stamp. Once: the status moves from pending
   * by a guarded update, so a second answer (or two at once) finds it decided. A caller who may
   * not place the stamp is refused, and the attempt is logged.
   */
  async decide(
    caller: VaultCaller,
    requestId: string,
    decision: StampRequestDecision | string,
  ): Promise<StampRequestInfo> {
    if (decision !== 'approve' && decision !== 'decline')
      throw vaultError(400, 'decision_invalid', 'decision');
    const request = await this.requests.findOneBy({ id: requestId, accountId: caller.accountId });
    if (!request) throw vaultError(404, 'not_found');
    const stamp = await this.stamps.findOneBy({ id: request.stampId });
    const doc = await this.docs.findOneBy({ id: request.docId });
    const action = decision === 'approve' ? 'stamp_request_approved' : 'stamp_request_declined';
    if (
      !stamp ||
      request.requesterId === caller.actor.id ||
      !(await this.mayPlace(caller, stamp))
    ) {
      await this.log.record(caller.accountId, caller.actor, {
        action,
        outcome: 'refused',
        stamp: stamp ?? null,
        doc,
        detail: request.id,
      });
      throw vaultError(403, 'not_holder');
    }
    const now = this.clock().getTime();
    const updated = await this.requests.update(
      { id: request.id, status: 'pending' },
      {
        status: decision === 'approve' ? 'approved' : 'declined',
        decidedBy: caller.actor.id,
        decidedAt: now,
      },
    );
    if (changed(updated) !== 1) throw vaultError(409, 'already_decided');
    const requester = await this.users.findOneBy({ id: request.requesterId });
    await this.log.record(caller.accountId, caller.actor, {
      action,
      stamp,
      doc,
      detail: requester ? actorLabel(requester) : '',
    });
    const decided = await this.requests.findOneByOrFail({ id: request.id });
    return this.describeOne(decided);
  }

  /**
   * doc-set's check (the redactor module) and the workshop's scene save (`docId` null: a
   * template, where only the rule counts): the stamps a save adds must each be the caller's to
   * place; a refusal is logged and nothing is saved. Answers what to log once the save went
   * through (each stamp placed and removed).
   */
  async checkPlacements(
    caller: VaultCaller,
    docId: number | null,
    before: readonly string[],
    after: readonly string[],
    /** Where, when not a document (a workshop template's name). */
    detail = '',
  ): Promise<() => Promise<void>> {
    const added = [...new Set(after)].filter((id) => !before.includes(id));
    const removed = [...new Set(before)].filter((id) => !after.includes(id));
    if (added.length === 0 && removed.length === 0) return async () => {};
    const stamps = await this.stampsById([...added, ...removed], caller.accountId);
    const doc = docId === null ? null : await this.docs.findOneBy({ id: docId });
    for (const id of added) {
      const stamp = stamps.get(id);
      // A stamp of nobody in this account places nothing: the render leaves it out (stamp_missing).
      if (!stamp || (await this.mayPlace(caller, stamp, docId ?? undefined))) continue;
      await this.log.record(caller.accountId, caller.actor, {
        action: 'stamp_placed',
        outcome: 'refused',
        stamp,
        doc,
        detail,
      });
      throw vaultError(403, 'stamp_not_allowed', 'content');
    }
    return async () => {
      for (const [ids, action] of [
        [added, 'stamp_placed'],
        [removed, 'stamp_removed'],
      ] as const)
        for (const id of ids) {
          const stamp = stamps.get(id);
          if (stamp)
            await this.log.record(caller.accountId, caller.actor, { action, stamp, doc, detail });
        }
    };
  }

  /**
   * docs-copy's check (the docs module): a copy is a new document, which no approval covers. Of
   * the stamps on the original, the ones the caller may place on the copy: by the stamp's rule
   * (the owner, everyone, or the people chosen), not by an approval for the original. A stamp of
   * nobody in this account is not the vault's to take away (as in checkPlacements): it stays.
   */
  async placeableOnCopy(caller: VaultCaller, stampIds: readonly string[]): Promise<string[]> {
    const stamps = await this.stampsById([...stampIds], caller.accountId);
    const placeable: string[] = [];
    for (const id of new Set(stampIds)) {
      const stamp = stamps.get(id);
      if (!stamp || (await this.mayPlace(caller, stamp))) placeable.push(id);
    }
    return placeable;
  }

  /**
   * Each stamp left out of a copy, logged as removed from the new document, the detail naming the
   * original in the account owner's language. Called once the copy is committed.
   */
  async leftOutOfCopy(
    caller: VaultCaller,
    stampIds: readonly string[],
    copy: { id: number; name: string },
    original: { id: number; name: string },
  ): Promise<void> {
    const stamps = await this.stampsById([...stampIds], caller.accountId);
    if (stamps.size === 0) return;
    const owner = await this.users.findOneBy({ id: caller.accountId });
    const detail = t(
      languageOf(owner ? accountLanguage(owner) : undefined),
      'audit:leftOutOfCopy',
      { doc: original.name },
    );
    for (const id of new Set(stampIds)) {
      const stamp = stamps.get(id);
      if (stamp)
        await this.log.record(caller.accountId, caller.actor, {
          action: 'stamp_removed',
          stamp,
          doc: copy,
          detail,
        });
    }
  }

  /**
   * An alert to each person who may answer: the owner, and the people chosen for the stamp, each
   * in their own language. It ends after REQUEST_ALERT_DAYS; the request itself stays.
   */
  private async tellHolders(caller: VaultCaller, stamp: Stamp, doc: Doc): Promise<void> {
    if (!this.alerts) return;
    const chosen =
      stamp.placement === 'chosen'
        ? (await this.chosen.findBy({ stampId: stamp.id })).map((row) => row.memberId)
        : [];
    const holders = await this.users.findBy({
      id: In([caller.accountId, ...chosen].filter((id) => id !== caller.actor.id)),
    });
    const endTime = this.clock().getTime() + REQUEST_ALERT_DAYS * 24 * 3600 * 1000;
    for (const holder of holders) {
      const language = languageOf(accountLanguage(holder));
      await this.alerts.publish({
        userId: holder.id,
        title: t(language, 'audit:alert.title').slice(0, 200),
        text: t(language, 'audit:alert.text', {
          who: actorLabel(caller.actor),
          stamp: stamp.name,
          doc: doc.name,
        }).slice(0, 2000),
        priority: '2',
        endTime,
      });
    }
  }

  private async ownStamp(caller: VaultCaller, stampId: string): Promise<Stamp> {
    const stamp = await this.stamps.findOneBy({ id: stampId, userId: caller.accountId });
    if (!stamp || !isOwner(caller)) throw vaultError(404, 'not_found', 'stamp_id');
    return stamp;
  }

  private async chosenOf(stampIds: string[]): Promise<Map<string, string[]>> {
    const rows = stampIds.length ? await this.chosen.findBy({ stampId: In(stampIds) }) : [];
    const byStamp = new Map<string, string[]>();
    for (const row of rows)
      byStamp.set(row.stampId, [...(byStamp.get(row.stampId) ?? []), row.memberId]);
    return byStamp;
  }

  private async stampsById(ids: string[], accountId?: string): Promise<Map<string, Stamp>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const stamps = await this.stamps.findBy({
      id: In(unique),
      ...(accountId !== undefined && { userId: accountId }),
    });
    return new Map(stamps.map((stamp) => [stamp.id, stamp]));
  }

  private async namesOf(userIds: string[]): Promise<string> {
    if (userIds.length === 0) return '';
    const users = await this.users.findBy({ id: In(userIds) });
    return users.map(actorLabel).join(', ');
  }

  private async describeOne(request: StampRequest): Promise<StampRequestInfo> {
    const [info] = await this.describe([request]);
    if (!info) throw vaultError(404, 'not_found');
    return info;
  }

  private async describe(requests: StampRequest[]): Promise<StampRequestInfo[]> {
    if (requests.length === 0) return [];
    const stamps = await this.stampsById(requests.map((request) => request.stampId));
    const docIds = [...new Set(requests.map((request) => request.docId))];
    const docs = new Map(
      (await this.docs.findBy({ id: In(docIds) })).map((doc) => [doc.id, doc] as const),
    );
    const userIds = requests.flatMap((request) => [request.requesterId, request.decidedBy ?? '']);
    const users = new Map(
      (await this.users.findBy({ id: In([...new Set(userIds)].filter(Boolean)) })).map(
        (user) => [user.id, user] as const,
      ),
    );
    return requests.map((request) => {
      const stamp = stamps.get(request.stampId);
      const doc = docs.get(request.docId);
      const requester = users.get(request.requesterId);
      const decider = request.decidedBy ? users.get(request.decidedBy) : undefined;
      return {
        id: request.id,
        stamp_id: request.stampId,
        stamp_name: stamp?.name ?? '',
        stamp_kind: stamp?.kind ?? 'stamp',
        doc_id: String(request.docId),
        doc_name: doc?.name ?? '',
        requester_id: request.requesterId,
        requester_name: requester ? actorLabel(requester) : '',
        note: request.note,
        status: request.status,
        created_at: new Date(request.createdAt).toISOString(),
        decided_at: request.decidedAt === null ? null : new Date(request.decidedAt).toISOString(),
        decided_by_name: decider ? actorLabel(decider) : null,
        preview_url: doc
          ? docsPaths.docThumb(String(doc.id), thumbKey(doc.md5, doc.templateId))
          : '',
      };
    });
  }
}
