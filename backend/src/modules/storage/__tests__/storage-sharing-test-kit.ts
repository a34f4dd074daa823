import {
  accountPaths,
  storageErrors,
  storagePaths,
  workshopErrors,
  type SharePermission,
  type ShareUsersAnswer,
  type StorageErrorCode,
} from '@gramota/contracts';
import type { TestApp } from '../../../test-support/test-app';
import { answer } from '../../../test-support/docs-test-kit';
import { StorageClient } from './storage-test-kit';

export { answer };

/** A signed-in teacher: someone with an e-mail to share with. */
export type Teacher = StorageTeacher & { email: string };

/** The storage's form error: its code, text, and the field at fault. */
export const storageRefusal = (status: number, code: StorageErrorCode, name: string) => ({
  status,
  body: {
    result: 'error',
    error_code: code,
    error_text: storageErrors[code],
    name,
    tooltip: storageErrors[code],
  },
});

/** A share call's error (the sharing module answers with the workshop's texts for both areas). */
export const shareRefusal = (status: number, code: keyof typeof workshopErrors, name: string) => ({
  status,
  body: {
    result: 'error',
    error_code: code,
    error_text: workshopErrors[code],
    name,
    tooltip: workshopErrors[code],
  },
});

export const forbidden = { status: 403, body: { result: 'forbidden', error_code: 'forbidden' } };
export const loginRequired = { status: 401, body: { error_code: 'login_required' } };

/** A teacher who shares storage items and uses those shared with them, as mf-storage does. */
export class StorageTeacher extends StorageClient {
  /** A kept file put into one of the teacher's folders. */
  async fileIn(app: TestApp, folderId: string, name: string): Promise<string> {
    const id = await this.keptFile(app, name);
    await this.storageOk('doc', 'move', { data_id: id, folder_id: folderId });
    return id;
  }

  /** Adds `to` by e-mail (view), then gives edit when asked. */
  async share(dataId: string, to: Teacher, permission: SharePermission = 'view') {
    await this.shareOk(storagePaths.shareAddUser(dataId, 'users', { email: to.email }));
    if (permission === 'edit')
      await this.shareOk(storagePaths.shareSetUser(dataId, 'edit', await to.userId()));
  }

  async shareOk(path: string): Promise<void> {
    const response = await this.get(path);
    if (response.status !== 200) throw new Error(`${path}: ${await response.text()}`);
  }

  async usersOf(dataId: string): Promise<ShareUsersAnswer> {
    return (await (await this.get(storagePaths.shareGetUsers(dataId))).json()) as ShareUsersAnswer;
  }

  /** Shares by link and answers the link's code (from the link the modal shows). */
  async linkCode(dataId: string): Promise<string> {
    await this.shareOk(storagePaths.shareSetType(dataId, 'link'));
    const { link } = await this.usersOf(dataId);
    return /\/app\/storage\/shared\/([A-Za-z0-9_-]{22})\/$/.exec(link)![1]!;
  }

  openLink(code: string, aim?: string) {
    return this.get(storagePaths.storageOpenLink({ data_id: code, aim }));
  }

  view(id: string) {
    return this.get(storagePaths.storageView(id));
  }

  /** The status of fetching a file's address as an <img> or a link would (no API header). */
  async fileStatus(url: string): Promise<number> {
    const response = await this.visitor.request(url, { csrf: false });
    await response.arrayBuffer();
    return response.status;
  }

  async shared() {
    return this.storageList({ folder: 'shared' });
  }
}

/**
 * A signed-in person `owner` granted `permissions` to, switched into the owner's account: the
 * owner's storage calls as the member makes them.
 */
export async function memberOf(
  app: TestApp,
  owner: Teacher,
  permissions: string,
): Promise<StorageTeacher> {
  const member = await StorageTeacher.registered(app);
  const granted = await owner.visitor.post(accountPaths.accessGrant, {
    user: member.email,
    permissions,
  });
  if (granted.status !== 200) throw new Error(`access-grant ${granted.status}`);
  await member.switchInto(await owner.userId());
  return new StorageTeacher(member.visitor, owner.userKey);
}
