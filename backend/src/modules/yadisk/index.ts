// The yadisk module's public face: delivery of made files to the person's cloud disk (seed 001 §4
// Cloud disk, §7 yadisk-*, §8 rights not granted). Contract: contracts/src/delivery.ts.
import type { DataSource } from 'typeorm';
import type { YadiskConfig } from '../../config';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import { OAuthStates } from '../oauth';
import type { FileToSend } from '../delivery';
import { createYadiskRoutes } from './yadisk.routes';
import { YadiskService } from './yadisk.service';

// Its account merger: backend/src/account-mergers.ts lists every module's.
export { moveYadiskToken } from './yadisk.service';
export { YadiskToken } from './yadisk-token.entity';
export { YadiskService } from './yadisk.service';

export interface YadiskModuleDependencies {
  dataSource: DataSource;
  /** Unset: the calls answer not_configured. */
  config: YadiskConfig | undefined;
  publicUrl: string;
  session: AppMiddleware;
  clock: Clock;
  logger: Logger;
}

/**
 * Built in two steps: the service first (the profile's `yadisk` flag asks it), the routes once
 * the ready files can be loaded.
 */
export function createYadiskModule(deps: YadiskModuleDependencies) {
  const yadisk = deps.config
    ? new YadiskService({
        dataSource: deps.dataSource,
        config: deps.config,
        publicUrl: deps.publicUrl,
        states: new OAuthStates(deps.dataSource, deps.clock),
        clock: deps.clock,
        logger: deps.logger,
      })
    : undefined;
  return {
    yadisk,
    /** Whether the person has a disk connected (false when none is configured). */
    isConnected: (userId: string) => yadisk?.isConnected(userId) ?? Promise.resolve(false),
    routes: (loadFiles: (userId: string, ids: number[]) => Promise<FileToSend[]>) =>
      createYadiskRoutes({ yadisk, session: deps.session, loadFiles }),
  };
}
