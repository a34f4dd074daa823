// Links for parents (issue 37): after a class run, one link per pupil to that pupil's made file
// only, on the share-to-phone page; a printable sheet of QR cards and a CSV; expiry and revoking
// for the whole run. Contract: packages/contracts/src/parent-links.ts. The delivery module's
// share page asks `links.open(code)` for a code that is no file's own share code.
import type { DataSource, EntityManager } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import type { AuditLog } from '../audit';
import { createParentLinksRoutes, type LinkCardPrinter } from './parent-links.routes';
import { ParentLinksService } from './parent-links.service';

export { ParentLinkSet } from './parent-link-set.entity';
export { ParentLink } from './parent-link.entity';
export { ParentLinksService, type OpenedLink } from './parent-links.service';
export type { LinkCardPrinter } from './parent-links.routes';

export interface ParentLinksModuleDependencies {
  dataSource: DataSource;
  clock: Clock;
  session: AppMiddleware;
  log: AuditLog;
  /** The site's address the links start with (config PUBLIC_URL). */
  publicUrl: string;
  /** The render engine (a stand-in without the sheet answers 503 for it). */
  engine: Partial<LinkCardPrinter>;
  docName(accountId: string, docId: number): Promise<string | null>;
  /** The usage-limits kit's lock across instances (making a set checks, then writes). */
  withLock<T>(key: string, work: (manager: EntityManager) => Promise<T>): Promise<T>;
}

export function createParentLinksModule(deps: ParentLinksModuleDependencies) {
  const links = new ParentLinksService(deps);
  return { links, router: createParentLinksRoutes(links, deps.engine, deps.session) };
}
