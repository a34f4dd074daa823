import type { AppContext } from '../../http/app-state';
import { currentActor } from '../auth';
import type { AuditActor } from './audit-log.service';

/** The person behind a request, as the log names them (a member while switched in). */
export function auditActorOf(ctx: AppContext): AuditActor {
  const actor = currentActor(ctx);
  return { id: actor.id, name: actor.name, email: actor.email };
}
