import { randomUUID } from 'node:crypto';
import type {
  DriveCreateAnswer,
  Language,
  MassCreateAnswer,
  MassRowValues,
  PupilGender,
} from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { CodedError } from '../../errors';
import type { Fields } from '../../http/request-fields';
import type { Clock } from '../../shared/clock';
import { User } from '../auth';
import type { DocRenderSource } from '../docs';
import { verifiedEmailOf } from '../mass-mail';
import { readDriveCreateForm, type DriveCreateForm } from './drive-create.schema';
import { DriveFolder } from './drive-folder.entity';
import { DriveGroupFile } from './drive-group-file.entity';
import { DriveGroup } from './drive-group.entity';
import type { DriveAccountsService } from './drive-accounts.service';
import { driveError, driveNotFound, rowError, type DriveCreateErrorCode } from './drive-errors';
import type { MailTemplatesService } from './mail-templates.service';

/**
 * What drive-create uses of the creator's mass creation (issue 15): the row check masscreate
 * makes of its massmask (throws its error), and queuing one row as one creator job (the same
 * mass_id and values give the same job).
 */
export interface MassRows {
  checkRow(doc: DocRenderSource, values: MassRowValues): void;
  queueRow(
    userId: string,
    docId: number,
    massId: string,
    values: MassRowValues,
    /** The row's place in the run: rows with the same values are still files of their own. */
    row: number,
    /** The pupil's gender: picks the doc's gender alternatives (null: as written). */
    gender: PupilGender | null,
  ): Promise<MassCreateAnswer>;
}

export interface DriveCreateDependencies {
  dataSource: DataSource;
  clock: Clock;
  docs: { renderSource(userId: string, docId: number): Promise<DocRenderSource | null> };
  licences: { isProForTemplate(userId: string, templateId: string): Promise<boolean> };
  massRows: MassRows;
  accounts: DriveAccountsService;
  templates: MailTemplatesService;
  /** A run with mail was made: look for due messages soon. */
  queuedMail(): void;
}

/**
 * drive-create (seed 001 §7): a mass run whose files make a Drive group, each row's file e-mailed
 * to the row's address after the delay. Everything is checked before anything is made (a bad
 * field changes nothing); then each row is queued through masscreate's service.
 */
export class DriveCreateService {
  constructor(private readonly deps: DriveCreateDependencies) {}

  async create(
    userId: string,
    docId: number,
    fields: Fields,
    language: Language,
  ): Promise<DriveCreateAnswer> {
    const { docs, licences, dataSource, clock } = this.deps;
    const doc = await docs.renderSource(userId, docId);
    if (!doc) throw driveNotFound();
    if (doc.trashed) throw driveError(400, 'in_trash');
    if (!(await licences.isProForTemplate(userId, doc.templateId)))
      throw driveError(403, 'mass_need_pro');
    const form = readDriveCreateForm(fields);
    // Mail goes in the account's name with its e-mail as Reply-To: only a confirmed one will do.
    if (form.emailSend) {
      const user = await dataSource.getRepository(User).findOneBy({ id: userId });
      if (!verifiedEmailOf(user)) throw driveError(403, 'mail_need_verified', 'email_send');
    }
    this.checkRows(doc, form);
    const template = await this.template(userId, form, language);
    await this.checkFolder(userId, form.folderId);
    const account = await this.deps.accounts.ensure(userId);

    const now = clock().getTime();
    const group = await dataSource.getRepository(DriveGroup).save({
      userId,
      docId: doc.id,
      massId: randomUUID(),
      name: doc.name.slice(0, 200),
      folderId: form.folderId,
      emailSend: form.emailSend,
      yadisk: form.yadisk,
      genuine: form.genuine,
      mailSubject: template.subject,
      mailBody: template.body,
      mailLanguage: language,
      time: now,
      sendAfter: now + form.delayMs,
    });
    try {
      await this.queueRows(userId, doc.id, group, form);
    } catch (error) {
      // Nothing of a run that could not start stays in the Drive (its rows go with it).
      await dataSource.getRepository(DriveGroup).delete({ id: group.id });
      throw error;
    }
    if (form.emailSend) this.deps.queuedMail();
    return { result: 'success', key: account.driveKey, group_id: String(group.id) };
  }

  /** Every row as masscreate would check its massmask; the fault names its row. */
  private checkRows(doc: DocRenderSource, form: DriveCreateForm): void {
    form.rows.forEach((row, index) => {
      try {
        this.deps.massRows.checkRow(doc, row.values);
      } catch (error) {
        if (error instanceof CodedError)
          throw rowError(error.code as DriveCreateErrorCode, index + 1);
        throw error;
      }
    });
  }

  private async template(userId: string, form: DriveCreateForm, language: Language) {
    if (
      form.mailTemplateId !== null &&
      !(await this.deps.templates.own(userId, String(form.mailTemplateId)))
    )
      throw driveError(400, 'mail_template_invalid', 'mail-template');
    return this.deps.templates.get(userId, form.mailTemplateId, language);
  }

  private async checkFolder(userId: string, folderId: number | null): Promise<void> {
    if (folderId === null) return;
    const folder = await this.deps.dataSource
      .getRepository(DriveFolder)
      .findOneBy({ id: folderId, userId, trashed: false });
    if (!folder) throw driveError(400, 'folder_invalid', 'folder_id');
  }

  /** One creator job per row (masscreate's service), then the group's rows. */
  private async queueRows(
    userId: string,
    docId: number,
    group: DriveGroup,
    form: DriveCreateForm,
  ): Promise<void> {
    const files: Omit<DriveGroupFile, 'id' | 'group'>[] = [];
    for (const [index, row] of form.rows.entries()) {
      const answer = await this.deps.massRows.queueRow(
        userId,
        docId,
        group.massId,
        row.values,
        index,
        row.gender,
      );
      if (answer.result !== 'success') {
        const code = (answer.error_code ?? 'mass_need_pro') as DriveCreateErrorCode;
        throw answer.result === 'server_error'
          ? new CodedError(503, code, { result: 'error', error_text: answer.error_text ?? '' })
          : rowError(code, index + 1);
      }
      files.push({
        groupId: group.id,
        row: index + 1,
        jobId: Number(answer.doc),
        values: JSON.stringify(row.values),
        email: row.email,
        mailState: form.emailSend ? 'waiting' : 'none',
        sendAfter: group.sendAfter,
        claimedAt: null,
        attempts: 0,
        mailError: null,
        mailRefusal: null,
        sentAt: null,
      });
    }
    await this.deps.dataSource.getRepository(DriveGroupFile).insert(files);
  }
}
