// The telegram module's public face: delivery of made files to the messenger (seed 001 §4
// Messenger, §7 telegram-send-files, telegram-status-connect). Contract: contracts/src/delivery.ts.
import type { DataSource } from 'typeorm';
import type { TelegramConfig } from '../../config';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import { TelegramBotApi } from './bot-api.client';
import type { FileToSend } from '../delivery';
import { TelegramLinksService } from './telegram-links.service';
import { TelegramSendService } from './telegram-send.service';
import { createTelegramRoutes } from './telegram.routes';
import { TelegramUpdatesService } from './telegram-updates.service';

// Its account merger: backend/src/account-mergers.ts lists every module's.
export { moveTelegramLink } from './telegram-links.service';
export { TelegramLink } from './telegram-link.entity';
export { TelegramUpdateOffset } from './telegram-update-offset.entity';

export interface TelegramModuleDependencies {
  dataSource: DataSource;
  /** Unset: the calls answer not_configured. */
  config: TelegramConfig | undefined;
  session: AppMiddleware;
  clock: Clock;
  logger: Logger;
  loadFiles(userId: string, ids: number[]): Promise<FileToSend[]>;
}

export function createTelegramModule(deps: TelegramModuleDependencies) {
  let telegram: TelegramSendService | undefined;
  if (deps.config) {
    const bot = new TelegramBotApi(deps.config);
    const links = new TelegramLinksService(deps.dataSource, deps.clock);
    const updates = new TelegramUpdatesService(deps.dataSource, bot, links, deps.logger);
    telegram = new TelegramSendService(deps.config, bot, links, updates, deps.logger);
  }
  return {
    router: createTelegramRoutes({
      telegram,
      session: deps.session,
      loadFiles: deps.loadFiles,
    }),
  };
}
