// The licences module's public face: PRO status (always read from licences on the server) and
// GET /api/profile-licences/. The operator grants licences with `npm run admin -- licence ...`.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import { createLicencesRoutes } from './licences.routes';
import { LicencesService } from './licences.service';

// Its account merger: backend/src/account-mergers.ts lists every module's.
export { moveLicences } from './licences.service';
export { Licence } from './licence.entity';
export {
  LicencesService,
  LicenceInputError,
  isCalendarDate,
  isLicenceKind,
  TEMPLATE_ID_PATTERN,
  type LicenceGrant,
  type LicenceStatus,
} from './licences.service';

export function createLicencesModule(dataSource: DataSource, session: AppMiddleware, clock: Clock) {
  const licences = new LicencesService(dataSource, clock);
  return { licences, router: createLicencesRoutes(licences, session) };
}
