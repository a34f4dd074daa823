import { randomUUID } from 'node:crypto';
import {
  STAMP_VAULT_LIMITS,
  type AuditAction,
  type AuditEventInfo,
  type AuditOutcome,
} from '@gramota/contracts';
import { LessThan, type DataSource, type Repository } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { AuditEvent } from './audit-event.entity';
import type { AuditFilter } from './audit-filter';

/** The person who acted, as the log names them. */
export interface AuditActor {
  id: string;
  name: string;
  email: string | null;
}

/** What one event says; the account, the person and the time are given separately. */
export interface AuditRecord {
  action: AuditAction;
  outcome?: AuditOutcome;
  stamp?: { id: string; name: string } | null;
  doc?: { id: string | number; name: string } | null;
  fileId?: string | number | null;
  detail?: string;
}

/** "Name <address>", or whichever of the two there is. */
export function actorLabel(actor: AuditActor): string {
  const name = actor.name.trim();
  if (name && actor.email) return `${name} <${actor.email}>`;
  return name || actor.email || actor.id;
}

const clip = (text: string, length: number) =>
  text.length > length ? text.slice(0, length) : text;

export function auditEventInfo(event: AuditEvent): AuditEventInfo {
  return {
    id: event.id,
    at: new Date(event.at).toISOString(),
    actor_id: event.actorId,
    actor: event.actor,
    action: event.action,
    outcome: event.outcome,
    stamp_id: event.stampId,
    stamp_name: event.stampName,
    doc_id: event.docId,
    doc_name: event.docName,
    file_id: event.fileId,
    detail: event.detail,
  };
}

/**
 * The account's audit log of its stamps and signatures (issue 37). Append-only: `record` inserts,
 * `page` and `rows` read; nothing in the app updates or deletes a row, except `prune` after the
 * retention period (and the account's own deletion, by the foreign key).
 */
export class AuditLog {
  private readonly events: Repository<AuditEvent>;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    /** Days an event is kept (config AUDIT_RETENTION_DAYS). */
    readonly retentionDays: number = STAMP_VAULT_LIMITS.retentionDays,
  ) {
    this.events = dataSource.getRepository(AuditEvent);
  }

  async record(accountId: string, actor: AuditActor | null, event: AuditRecord): Promise<void> {
    const row: AuditEvent = {
      id: randomUUID(),
      accountId,
      actorId: actor?.id ?? null,
      actor: actor ? clip(actorLabel(actor), 300) : '',
      action: event.action,
      outcome: event.outcome ?? 'done',
      stampId: event.stamp?.id ?? null,
      stampName: clip(event.stamp?.name ?? '', 100),
      docId: event.doc ? String(event.doc.id) : null,
      docName: clip(event.doc?.name ?? '', 200),
      fileId: event.fileId === undefined || event.fileId === null ? null : String(event.fileId),
      detail: clip(event.detail ?? '', 300),
      at: this.clock().getTime(),
    };
    await this.events.insert(row);
  }

  /** A page of the account's log, newest first; `next` continues from the last one shown. */
  async page(
    accountId: string,
    filter: AuditFilter,
  ): Promise<{ events: AuditEventInfo[]; next: string | null }> {
    const limit = STAMP_VAULT_LIMITS.logPage;
    const rows = await this.query(accountId, filter)
      .take(limit + 1)
      .getMany();
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      events: shown.map(auditEventInfo),
      next: rows.length > limit && last ? `${last.at}_${last.id}` : null,
    };
  }

  /** Every matching event for the CSV, newest first, at most STAMP_VAULT_LIMITS.csvRows. */
  async rows(accountId: string, filter: AuditFilter): Promise<AuditEventInfo[]> {
    const rows = await this.query(accountId, filter).take(STAMP_VAULT_LIMITS.csvRows).getMany();
    return rows.map(auditEventInfo);
  }

  /** Removes events older than the retention period; the number removed. */
  async prune(): Promise<number> {
    const before = this.clock().getTime() - this.retentionDays * 24 * 3600 * 1000;
    const removed = await this.events.delete({ at: LessThan(before) });
    return removed.affected ?? 0;
  }

  private query(accountId: string, filter: AuditFilter) {
    const query = this.events
      .createQueryBuilder('event')
      .where('event.account_id = :accountId', { accountId })
      .orderBy('event.at', 'DESC')
      .addOrderBy('event.id', 'DESC');
    if (filter.action) query.andWhere('event.action = :action', { action: filter.action });
    if (filter.outcome) query.andWhere('event.outcome = :outcome', { outcome: filter.outcome });
    if (filter.actor) query.andWhere('event.actor_id = :actor', { actor: filter.actor });
    if (filter.stamp) query.andWhere('event.stamp_id = :stamp', { stamp: filter.stamp });
    if (filter.doc) query.andWhere('event.doc_id = :doc', { doc: filter.doc });
    if (filter.fromMs !== undefined) query.andWhere('event.at >= :from', { from: filter.fromMs });
    if (filter.toMs !== undefined) query.andWhere('event.at < :to', { to: filter.toMs });
    if (filter.before)
      query.andWhere('(event.at < :beforeAt OR (event.at = :beforeAt AND event.id < :beforeId))', {
        beforeAt: filter.before.at,
        beforeId: filter.before.id,
      });
    return query;
  }
}
