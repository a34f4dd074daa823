import { randomUUID } from 'node:crypto';
import {
  docsPaths,
  STAMP_VAULT_LIMITS,
  type StampRequestDecision,
  type StampRequestInfo,
  type StampRequestsAnswer,
} from '@gramota/contracts';
import { In } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { changed } from '../../shared/db-values';
import { t } from '../../shared/texts';
import { actorLabel, vaultError, type AuditLog } from '../audit';
import { accountLanguage } from '../auth';
import { thumbKey, type Doc } from '../docs';
import type { Stamp } from '../profile';
import type { StampRequest } from './stamp-request.entity';
import {
  languageOf,
  stampsById,
  type PlacementRule,
  type VaultCaller,
  type VaultTables,
} from './vault-kit';

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

/**
 * Requests to place a stamp (issue 37): a member without the stamp's rule asks to place it on one
 * document; whoever may place the stamp approves or declines, once. Each step, and each refused
 * attempt, goes to the audit log; the holders hear of a request through their alerts.
 */
export class StampRequests {
  constructor(
    private readonly tables: VaultTables,
    private readonly rule: PlacementRule,
    private readonly log: AuditLog,
    private readonly clock: Clock,
    private readonly alerts?: VaultAlerts,
  ) {}

  /** A member asks to place a stamp on one of the account's documents. */
  async request(
    caller: VaultCaller,
    stampId: string,
    docId: number,
    note: string,
  ): Promise<StampRequestInfo> {
    const stamp = await this.tables.stamps.findOneBy({ id: stampId, userId: caller.accountId });
    if (!stamp) throw vaultError(404, 'not_found', 'stamp_id');
    const doc = await this.tables.docs.findOneBy({
      id: docId,
      userId: caller.accountId,
      trashed: false,
    });
    if (!doc) throw vaultError(404, 'not_found', 'doc_id');
    if (note.length > STAMP_VAULT_LIMITS.noteMax) throw vaultError(400, 'note_too_long', 'note');
    if (await this.rule.mayPlace(caller, stamp, docId)) throw vaultError(409, 'already_allowed');
    const open = { stampId, docId, requesterId: caller.actor.id, status: 'pending' as const };
    if (await this.tables.requests.existsBy(open)) throw vaultError(409, 'already_requested');
    const pending = await this.tables.requests.countBy({
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
    await this.tables.requests.insert(request);
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
    const all = await this.tables.requests.find({
      where: { accountId: caller.accountId },
      order: { createdAt: 'DESC' },
      take: 500,
    });
    const stamps = await stampsById(
      this.tables.stamps,
      all.map((request) => request.stampId),
    );
    const decidable: StampRequest[] = [];
    for (const request of all) {
      const stamp = stamps.get(request.stampId);
      if (
        request.requesterId !== caller.actor.id &&
        stamp &&
        (await this.rule.mayPlace(caller, stamp))
      )
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
    const request = await this.tables.requests.findOneBy({
      id: requestId,
      accountId: caller.accountId,
    });
    if (!request) throw vaultError(404, 'not_found');
    const stamp = await this.tables.stamps.findOneBy({ id: request.stampId });
    const doc = await this.tables.docs.findOneBy({ id: request.docId });
    const action = decision === 'approve' ? 'stamp_request_approved' : 'stamp_request_declined';
    if (
      !stamp ||
      request.requesterId === caller.actor.id ||
      !(await this.rule.mayPlace(caller, stamp))
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
    const updated = await this.tables.requests.update(
      { id: request.id, status: 'pending' },
      {
        status: decision === 'approve' ? 'approved' : 'declined',
        decidedBy: caller.actor.id,
        decidedAt: now,
      },
    );
    if (changed(updated) !== 1) throw vaultError(409, 'already_decided');
    const requester = await this.tables.users.findOneBy({ id: request.requesterId });
    await this.log.record(caller.accountId, caller.actor, {
      action,
      stamp,
      doc,
      detail: requester ? actorLabel(requester) : '',
    });
    const decided = await this.tables.requests.findOneByOrFail({ id: request.id });
    return this.describeOne(decided);
  }

  /**
   * An alert to each person who may answer: the owner, and the people chosen for the stamp, each
   * in their own language. It ends after REQUEST_ALERT_DAYS; the request itself stays.
   */
  private async tellHolders(caller: VaultCaller, stamp: Stamp, doc: Doc): Promise<void> {
    if (!this.alerts) return;
    const chosen =
      stamp.placement === 'chosen'
        ? (await this.tables.chosen.findBy({ stampId: stamp.id })).map((row) => row.memberId)
        : [];
    const holders = await this.tables.users.findBy({
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

  private async describeOne(request: StampRequest): Promise<StampRequestInfo> {
    const [info] = await this.describe([request]);
    if (!info) throw vaultError(404, 'not_found');
    return info;
  }

  private async describe(requests: StampRequest[]): Promise<StampRequestInfo[]> {
    if (requests.length === 0) return [];
    const stamps = await stampsById(
      this.tables.stamps,
      requests.map((request) => request.stampId),
    );
    const docIds = [...new Set(requests.map((request) => request.docId))];
    const docs = new Map(
      (await this.tables.docs.findBy({ id: In(docIds) })).map((doc) => [doc.id, doc] as const),
    );
    const userIds = requests.flatMap((request) => [request.requesterId, request.decidedBy ?? '']);
    const users = new Map(
      (await this.tables.users.findBy({ id: In([...new Set(userIds)].filter(Boolean)) })).map(
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
