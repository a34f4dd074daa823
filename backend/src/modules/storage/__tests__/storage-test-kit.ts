import fs from 'node:fs';
import path from 'node:path';
import {
  storagePaths,
  type DocsContextType,
  type DocsFormAction,
  type StorageGetAnswer,
  type StorageGetQuery,
} from '@gramota/contracts';
import type { TestApp } from '../../../test-support/test-app';
import type { FormFields } from '../../../test-support/visitor';
import { EditorClient } from '../../../test-support/redactor-test-kit';
import { StorageDocument, storageName } from '../storage-document.entity';
import { storageDir, storageNames } from '../storage-files';

/** A teacher using the storage the way mf-storage calls it. */
export class StorageClient extends EditorClient {
  storageListRaw(query: StorageGetQuery | Record<string, string> = {}) {
    const search = new URLSearchParams(query as Record<string, string>).toString();
    return this.visitor.get(`/api/storage-get/${this.userKey}/${search ? `?${search}` : ''}`);
  }

  async storageList(query: StorageGetQuery = {}): Promise<StorageGetAnswer> {
    const response = await this.visitor.get(storagePaths.storageGet(this.userKey, query));
    if (response.status !== 200)
      throw new Error(`storage-get ${response.status}: ${await response.text()}`);
    return (await response.json()) as StorageGetAnswer;
  }

  storageForm(type: DocsContextType, action: DocsFormAction, fields: FormFields = {}) {
    return this.visitor.post(storagePaths.formAction(type, action), fields);
  }

  async storageOk(type: DocsContextType, action: DocsFormAction, fields: FormFields = {}) {
    const response = await this.storageForm(type, action, fields);
    const body = (await response.json()) as Record<string, unknown>;
    if (response.status !== 200 || body.result !== 'success')
      throw new Error(`storage-${type}-${action} ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }

  async storageFolder(name: string, parent = ''): Promise<string> {
    return (await this.storageOk('folder', 'folder-new', { name, parent })).data_id as string;
  }

  /**
   * A file kept in the storage, as storage-add-files leaves it (its row and its three copies on
   * disk), without making the file through the creator first; answers its id.
   */
  async keptFile(app: TestApp, name: string): Promise<string> {
    const names = storageNames('gramota');
    const dir = storageDir(app.config.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    for (const file of Object.values(names)) fs.writeFileSync(path.join(dir, file), name);
    const saved = await app.dataSource.getRepository(StorageDocument).save({
      userId: await this.userId(),
      folderId: null,
      ...storageName(name),
      format: 'a4',
      ...names,
      readyFileId: null,
      shareType: 'users',
      time: app.clock.now().getTime(),
      trashed: false,
      trashedAt: null,
      trashedWith: null,
    });
    return String(saved.id);
  }
}

/** The three copies of a storage document on disk. */
export async function copiesOnDisk(app: TestApp, id: string): Promise<string[]> {
  const row = await app.dataSource
    .getRepository(StorageDocument)
    .findOneByOrFail({ id: Number(id) });
  return [row.fileName, row.thumbName, row.pdfName].map((name) =>
    path.join(storageDir(app.config.dataDir), name),
  );
}
