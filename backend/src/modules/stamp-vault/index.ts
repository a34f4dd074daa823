// The stamp and signature vault (issue 37): each stamp's rule of who may place it
// (stamp-vault.service.ts), members' requests to place one on a document and their approval
// (stamp-requests.service.ts), and the checks of saves and copies (stamp-placements.ts). The
// redactor and the workshop ask `checkPlacements` when they save, the profile's stamp picture asks
// `maySee`; all of it is logged through the audit module.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import type { AuditLog } from '../audit';
import { StampPlacements } from './stamp-placements';
import { StampRequests, type VaultAlerts } from './stamp-requests.service';
import { StampVault, type VaultMembers } from './stamp-vault.service';
import { createStampVaultRoutes } from './stamp-vault.routes';
import { vaultTables } from './vault-kit';

export { StampChosen } from './stamp-chosen.entity';
export { StampRequest } from './stamp-request.entity';
export { StampVault } from './stamp-vault.service';
export { StampPlacements } from './stamp-placements';
export { StampRequests } from './stamp-requests.service';
export type { VaultCaller } from './vault-kit';
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
  const tables = vaultTables(deps.dataSource);
  const vault = new StampVault(tables, deps.log, deps.members);
  const requests = new StampRequests(tables, vault, deps.log, deps.clock, deps.alerts);
  const placements = new StampPlacements(tables, vault, deps.log);
  return {
    /** The stamps' rules and who may see a stamp's picture (the profile asks `maySee`). */
    vault,
    /** Saves' and copies' checks (documents, the workshop). */
    placements,
    /** The editor's stamp list and its save check, in one (the redactor module). */
    forEditor: {
      vault: vault.vault.bind(vault),
      checkPlacements: placements.checkPlacements.bind(placements),
    },
    router: createStampVaultRoutes(vault, requests, deps.session),
  };
}
