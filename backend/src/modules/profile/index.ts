// The profile module's public face: profile-get, settings, the profile pages (name, time zone,
// userpic) and the stamps and signatures used later by the editor.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import type { UsersService } from '../auth';
import type { AuditLog } from '../audit';
import { createProfileRoutes, type StampSight } from './profile.routes';
import { ProfileService, type ProfileServiceDependencies } from './profile.service';
import { StampsService } from './stamps.service';
import { UserpicService } from './userpic.service';

export { ProfileService, timezoneField } from './profile.service';
export { decodeSettingsPayload, mergeSettings, readStoredSettings } from './profile.settings';
export { Stamp } from './stamp.entity';
export { StampsService } from './stamps.service';
export { profileAccountFiles } from './profile-account-files';
// The one userpic store: the workshop's "set userpic" upload writes through it too.
export { UserpicService } from './userpic.service';

export interface ProfileModuleDependencies extends ProfileServiceDependencies {
  dataSource: DataSource;
  /** Userpics (public/userpic/) and stamps (private/stamps/). */
  fileStore: FileStore;
  users: UsersService;
  session: AppMiddleware;
  clock: Clock;
  /** The vault's audit log and picture rule (issue 37). */
  stampLog?: Pick<AuditLog, 'record'>;
  stampSight?: StampSight;
  /** A stamp was deleted: the workshop draws its pictures that showed it again (issue 37). */
  stampRemoved?: (accountId: string, stampId: string) => Promise<void>;
}

export function createProfileModule(deps: ProfileModuleDependencies) {
  const profiles = new ProfileService(deps.dataSource, deps);
  const userpics = new UserpicService(deps.fileStore, deps.users);
  const stamps = new StampsService(
    deps.dataSource,
    deps.fileStore,
    deps.clock,
    deps.stampLog,
    deps.stampRemoved,
  );
  return {
    profiles,
    stamps,
    router: createProfileRoutes({
      profiles,
      userpics,
      stamps,
      session: deps.session,
      sight: deps.stampSight,
    }),
  };
}
