import {
  drivePaths,
  spreadsheetPaths,
  type DriveCreateFields,
  type DriveGroupAnswer,
  type MassRowValues,
} from '@gramota/contracts';
import type { TestApp } from '../../../test-support/test-app';
import { eventually } from '../../creator/__tests__/creator-test-kit';
import { MassClient } from '../../creator/__tests__/mass-test-kit';

/** One row of the form's mask. */
export interface MaskRow {
  values: MassRowValues;
  email?: string;
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

/** A teacher making a class's files into the Drive, as the spreadsheet's modal does. */
export class DriveClient extends MassClient {
  static override async anonymous(app: TestApp): Promise<DriveClient> {
    const mass = await MassClient.anonymous(app);
    return new DriveClient(mass.visitor, mass.userKey);
  }

  static override async pro(app: TestApp): Promise<DriveClient> {
    const teacher = await DriveClient.anonymous(app);
    await teacher.grant(app, 'all-templates');
    return teacher;
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

/** Status and JSON body in one go. */
export async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Waits `ms` of real time (the mailer looks every DRIVE_LIMITS.mailPollMs). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
