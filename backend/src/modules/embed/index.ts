// Embedding one area on another site (security review, finding 9): embed links made by the
// owner, the guard that authenticates framed pages by them, and the routes to manage them.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import type { UsersService } from '../auth';
import { EmbedLinksService, type EmbedTargets } from './embed-links.service';
import { embedBodyCheck, embedGuard } from './embed.guard';
import { createEmbedRoutes } from './embed.routes';

export { EmbedLink } from './embed-link.entity';
export { EMBED_COOKIE } from './embed.guard';
export { EMBED_RULES } from './embed-scopes';
export { databaseEmbedTargets } from './embed-targets';
export type { EmbedTargets } from './embed-links.service';

export interface EmbedModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  users: UsersService;
  targets: EmbedTargets;
  publicUrl: string;
}

export function createEmbedModule(deps: EmbedModuleDependencies) {
  const links = new EmbedLinksService(deps.dataSource, deps.clock, deps.targets);
  return {
    links,
    /** After the CSRF guard, before the body parser. */
    guard: embedGuard(links, deps.users, deps.targets),
    /** Right after the body parser. */
    bodyCheck: embedBodyCheck(),
    router: createEmbedRoutes(links, deps.session, deps.publicUrl),
  };
}
