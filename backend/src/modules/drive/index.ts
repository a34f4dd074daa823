// The drive module's public face (issue 15 "Drive create"; seed 001 §2 Result screens, §7
// drive-create; seed 000 §2 Drive): mass runs whose files make a Drive group and are e-mailed to
// each row's address (the mailer, exactly once per message), the group page's data, mail
// templates and mail settings; and (issue 17) the Drive screen's list, drive-get, with its
// folders and trash: the folders module's store and form actions /api/drive-{type}-{action}/
// (groups are 'group' in 'mix' / 'trash' references). Contract: packages/contracts/src/drive.ts
// and spreadsheet.ts.
import { driveListPaths } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import type { AccountMerger } from '../auth';
import { createFormActionRoutes } from '../folders';
import type { MailService } from '../mail';
import type { MassMailService } from '../mass-mail';
import { DriveAccountsService } from './drive-accounts.service';
import {
  DriveCreateService,
  type DriveCreateDependencies,
  type MassRows,
} from './drive-create.service';
import { DriveFolder } from './drive-folder.entity';
import { DriveGroup } from './drive-group.entity';
import { DriveGroupService } from './drive-group.service';
import { driveFormActions } from './drive-form-actions';
import { createDriveListRoutes, driveGuards } from './drive-list.routes';
import { DriveListingService } from './drive-listing.service';
import { DriveMailer } from './drive-mailer';
import { createDriveRoutes } from './drive.routes';
import { MailTemplateRow } from './mail-template.entity';
import { MailTemplatesService } from './mail-templates.service';

export { DriveAccount } from './drive-account.entity';
export { DriveFolder } from './drive-folder.entity';
export { DriveGroup } from './drive-group.entity';
export { DriveGroupFile } from './drive-group-file.entity';
export { MailTemplateRow } from './mail-template.entity';
export { DriveMailer, DRIVE_MAILER_DEFAULTS } from './drive-mailer';
export type { MassRows } from './drive-create.service';

// A visitor's runs, folders and templates follow them into the account they log into. (The
// drive key stays with each account: the logged-in one makes its own on first use.)
export const driveAccountMerger: AccountMerger = async (fromUserId, toUserId, manager) => {
  for (const entity of [DriveGroup, DriveFolder, MailTemplateRow])
    await manager.getRepository(entity).update({ userId: fromUserId }, { userId: toUserId });
};

export interface DriveModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  logger: Logger;
  /** The made files mailed to each row's address are read from it. */
  fileStore: FileStore;
  /** The host of the messages' Message-ID (the public URL's). */
  host: string;
  mail: MailService;
  /** Drive mass mail's rules: confirmed sender, daily caps, unsubscribes, the operator's record. */
  massMail: MassMailService;
  docs: DriveCreateDependencies['docs'];
  licences: DriveCreateDependencies['licences'];
  /** masscreate's row check and queue (the creator module). */
  massRows: MassRows;
}

export function createDriveModule(deps: DriveModuleDependencies) {
  const { dataSource, clock } = deps;
  const accounts = new DriveAccountsService(dataSource);
  const templates = new MailTemplatesService(dataSource, clock);
  const mailer = new DriveMailer({
    dataSource,
    mail: deps.mail,
    massMail: deps.massMail,
    clock,
    logger: deps.logger,
    fileStore: deps.fileStore,
    host: deps.host,
  });
  const create = new DriveCreateService({
    dataSource,
    clock,
    docs: deps.docs,
    licences: deps.licences,
    massRows: deps.massRows,
    accounts,
    templates,
    queuedMail: () => mailer.wake(),
  });
  const router = createDriveRoutes({
    session: deps.session,
    create,
    groups: new DriveGroupService(dataSource),
    templates,
    accounts,
  });
  router.use(
    createDriveListRoutes(new DriveListingService(dataSource, accounts), deps.session).routes(),
  );
  router.use(
    createFormActionRoutes(
      driveListPaths.formAction,
      driveFormActions(dataSource, clock),
      deps.session,
      {
        guards: driveGuards,
        itemWord: 'group',
      },
    ).routes(),
  );
  return { router, mailer };
}
