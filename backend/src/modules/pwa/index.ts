// The pwa module's public face: GET /api/pwa-int/.
import type { AppMiddleware } from '../../http/app-state';
import type { LicencesService } from '../licences';
import { BACKEND_DIR } from '../../paths';
import { BuildVersion, packageVersion } from './build-version';
import { createPwaRoutes } from './pwa.routes';
import { PwaService } from './pwa.service';

export { BuildVersion } from './build-version';

export function createPwaModule(
  staticRoot: string,
  session: AppMiddleware,
  licences: Pick<LicencesService, 'hasWorkshopPlan'>,
) {
  const pwa = new PwaService(new BuildVersion(staticRoot, packageVersion(BACKEND_DIR)), licences);
  return { pwa, router: createPwaRoutes(pwa, session) };
}
