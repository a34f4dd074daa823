// The audit log (issue 37): what was done with an account's stamps and signatures, by whom and
// when, kept append-only for the account's owner. Other modules write through AuditLog.record;
// this module serves the owner's page and CSV, and prunes events past the retention period.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import { AuditLog } from './audit-log.service';
import { createAuditRoutes } from './audit.routes';

export { AuditEvent } from './audit-event.entity';
export { AuditLog, actorLabel, type AuditActor, type AuditRecord } from './audit-log.service';
export { vaultError } from './audit-errors';
export { auditActorOf } from './audit-actor';

export interface AuditModuleDependencies {
  dataSource: DataSource;
  clock: Clock;
  session: AppMiddleware;
  retentionDays?: number;
}

export function createAuditModule(deps: AuditModuleDependencies) {
  const log = new AuditLog(deps.dataSource, deps.clock, deps.retentionDays);
  return { log, router: createAuditRoutes(log, deps.session) };
}
