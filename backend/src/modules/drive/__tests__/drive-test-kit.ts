import {
  accountPaths,
  drivePaths,
  spreadsheetPaths,
  type DriveCreateFields,
  type DriveGroupAnswer,
  type MassRowValues,
  type PupilGender,
} from '@gramota/contracts';
import type { LaunchedSmtp } from '../../../../../packages/test-stand-ins/launch.cjs';
import { GOOD_PASSWORD, uniqueEmail } from '../../../test-support/accounts';
import type { TestApp } from '../../../test-support/test-app';
import { User } from '../../auth';
import { eventually } from '../../../test-support/creator-test-kit';
import { MassClient } from '../../../test-support/mass-test-kit';

/** One row of the form's mask. */
export interface MaskRow {
  values: MassRowValues;
  email?: string;
  gender?: PupilGender | null;
}

/** drive-create's form as the modal posts it: no mail, no delay, defaults. */
export function driveForm(
  rows: MaskRow[] | string,
  overrides: Partial<Record<keyof DriveCreateFields, string>> = {},
): Record<string, string> {
  return {
    mask: typeof rows === 'string' ? rows : JSON.stringify(rows),
    'mail-template': '',
    yadisk: '0',
    email_send: '0',
    email_timeout_value: '',
    email_timeout_unit: '',
    genuine: '0',
    folder_id: '',
    ...overrides,
  };
}

/** The account of `email` has confirmed it, as a sign-in with an e-mailed code does. */
export async function confirmEmail(app: TestApp, email: string): Promise<void> {
  await app.dataSource.getRepository(User).update({ email }, { verifiedEmail: email });
}

/** A teacher making a class's files into the Drive, as the spreadsheet's modal does. */
export class DriveClient extends MassClient {
  /**
   * A PRO teacher who may mass-mail: registered, with the e-mail confirmed (as a sign-in with an
   * e-mailed code does: drive-mail-relay.api.test.ts goes through that flow itself).
   */
  static async mailer(app: TestApp): Promise<DriveClient & { email: string }> {
    const teacher = await DriveClient.pro(app);
    const email = uniqueEmail('mailer');
    const response = await teacher.visitor.post(accountPaths.loginReg, {
      email,
      pwd: GOOD_PASSWORD,
    });
    if (response.status !== 200) throw new Error(`register: ${response.status}`);
    await confirmEmail(app, email);
    return Object.assign(teacher, { email });
  }

  driveCreate(docId: string, form: Record<string, string>) {
    return this.visitor.post(spreadsheetPaths.driveCreate(docId), form);
  }

  group(key: string, groupId: string) {
    return this.visitor.get(drivePaths.group(key, groupId));
  }

  /** Polls the group page until no file is at work. */
  settledGroup(key: string, groupId: string): Promise<DriveGroupAnswer> {
    return eventually(async () => {
      const answer = (await (await this.group(key, groupId)).json()) as DriveGroupAnswer;
      return answer.files.some((file) => file.state === 'wait') ? undefined : answer;
    }, 30_000);
  }

  templates() {
    return this.visitor.get(drivePaths.mailTemplates());
  }

  template(id: string) {
    return this.visitor.get(drivePaths.mailTemplate(id));
  }

  saveTemplate(fields: Record<string, string>) {
    return this.visitor.post(drivePaths.mailTemplateSave(), fields);
  }

  removeTemplate(id: string) {
    return this.visitor.post(drivePaths.mailTemplateRemove(id));
  }

  mailSettings() {
    return this.visitor.get(drivePaths.mailSettings());
  }

  setMailSettings(fields: Record<string, string>) {
    return this.visitor.post(drivePaths.mailSettingsSet(), fields);
  }
}

export const MINUTE = 60_000;

/**
 * Two rounds of the mailer, run now rather than waited for (its timer looks every
 * DRIVE_LIMITS.mailPollMs): a message they did not send was not due. The messages they sent have
 * reached the SMTP stand-in when this returns.
 */
export async function twoMailRounds(app: TestApp): Promise<void> {
  await app.koa.sendDueMail();
  await app.koa.sendDueMail();
}

let serial = 0;
/** A fresh pupil's address, so no test sees another's mail in the shared SMTP stand-in. */
export const address = (name: string) => `${name}.${Date.now()}.${(serial += 1)}@school.example`;

/** Every message the SMTP stand-in received for `to`. */
export const messagesTo = (smtp: LaunchedSmtp, to: string) =>
  smtp.messages.filter((message) => message.to.includes(to));
