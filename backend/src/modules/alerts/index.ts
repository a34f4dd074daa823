// The alerts module's public face (seed 000 §3 Alert, §7 alert calls): the top bar's alert calls,
// and the service the operator's `npm run admin -- alert ...` publishes through.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import { createAlertsRoutes } from './alerts.routes';
import { AlertsService } from './alerts.service';

// Its account merger: backend/src/account-mergers.ts lists every module's.
export { moveAlerts } from './alerts.service';
export { Alert } from './alert.entity';
export { AlertState } from './alert-state.entity';
export { AlertsService, AlertInputError, type AlertDraft } from './alerts.service';

export function createAlertsModule(dataSource: DataSource, session: AppMiddleware, clock: Clock) {
  const alerts = new AlertsService(dataSource, clock);
  return { alerts, router: createAlertsRoutes(alerts, session) };
}
