// The stamp and signature vault (issue 37): each stamp's rule of who may place it, members'
// requests to place one on a document and their approval. The redactor asks `checkPlacements`
// when a document is saved, the profile's stamp picture asks `maySee`; all of it is logged
// through the audit module.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import type { AuditLog } from '../audit';
import { StampVault, type VaultAlerts, type VaultMembers } from './stamp-vault.service';
import { createStampVaultRoutes } from './stamp-vault.routes';

export { StampChosen } from './stamp-chosen.entity';
export { StampRequest } from './stamp-request.entity';
export { StampVault, type VaultCaller } from './stamp-vault.service';
export { vaultCaller } from './stamp-vault.routes';
export { MadeFileStampLog } from './made-file-log';

export interface StampVaultModuleDependencies {
  dataSource: DataSource;
  clock: Clock;
  session: AppMiddleware;
  log: AuditLog;
  members: VaultMembers;
  /** Tells the holders of a stamp a request is waiting (the alerts module). */
  alerts?: VaultAlerts;
}

export function createStampVaultModule(deps: StampVaultModuleDependencies) {
  const vault = new StampVault(deps.dataSource, deps.log, deps.members, deps.clock, deps.alerts);
  return { vault, router: createStampVaultRoutes(vault, deps.session) };
}
