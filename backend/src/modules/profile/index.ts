// The profile module's public face: GET /api/profile-get/{userKey}/, POST /api/profile-set-settings/.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import { createProfileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';

export { ProfileService, toProfileAnswer } from './profile.service';
export { decodeSettingsPayload, mergeSettings, readStoredSettings } from './profile.settings';

export function createProfileModule(dataSource: DataSource, session: AppMiddleware) {
  const profiles = new ProfileService(dataSource);
  return { profiles, router: createProfileRoutes(profiles, session) };
}
