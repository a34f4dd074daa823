import { randomUUID } from 'node:crypto';
import {
  driveListPaths,
  type DocsContextType,
  type DocsFormAction,
  type DriveGetAnswer,
  type DriveGetQuery,
} from '@gramota/contracts';
import type { TestApp } from '../../../test-support/test-app';
import type { FormFields } from '../../../test-support/visitor';
import { DriveGroup } from '../drive-group.entity';
import { DriveClient } from './drive-test-kit';

/** A teacher on the Drive screen, the way mf-storage's Drive calls it. */
export class DriveListClient extends DriveClient {
  driveListRaw(query: DriveGetQuery | Record<string, string> = {}) {
    const search = new URLSearchParams(query as Record<string, string>).toString();
    return this.visitor.get(`/api/drive-get/${this.userKey}/${search ? `?${search}` : ''}`);
  }

  async driveList(query: DriveGetQuery = {}): Promise<DriveGetAnswer> {
    const response = await this.visitor.get(driveListPaths.driveGet(this.userKey, query));
    if (response.status !== 200)
      throw new Error(`drive-get ${response.status}: ${await response.text()}`);
    return (await response.json()) as DriveGetAnswer;
  }

  driveAction(type: DocsContextType, action: DocsFormAction, fields: FormFields = {}) {
    return this.visitor.post(driveListPaths.formAction(type, action), fields);
  }

  async driveOk(type: DocsContextType, action: DocsFormAction, fields: FormFields = {}) {
    const response = await this.driveAction(type, action, fields);
    const body = (await response.json()) as Record<string, unknown>;
    if (response.status !== 200 || body.result !== 'success')
      throw new Error(`drive-${type}-${action} ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }

  async driveFolder(name: string, parent = ''): Promise<string> {
    return (await this.driveOk('folder', 'folder-new', { name, parent })).data_id as string;
  }

  /**
   * A run's group as drive-create leaves it, without files (the lists' rules need no made
   * files): answers its id. `minutesAgo` orders groups by time.
   */
  async keptGroup(app: TestApp, name: string, minutesAgo = 0): Promise<string> {
    const time = app.clock.now().getTime() - minutesAgo * 60_000;
    const saved = await app.dataSource.getRepository(DriveGroup).save({
      userId: await this.userId(),
      docId: 1,
      massId: randomUUID(),
      name,
      folderId: null,
      time,
      sendAfter: time,
    });
    return String(saved.id);
  }
}
