import fs from 'node:fs';
import path from 'node:path';
import {
  readyPaths,
  type DocsContextType,
  type DocsFormAction,
  type ReadyFile,
  type ReadyGetAnswer,
  type ReadyGetQuery,
} from '@gramota/contracts';
import type { TestApp } from './test-app';
import type { FormFields } from './visitor';
import { CreatorClient } from './creator-test-kit';

/**
 * A teacher keeping ready files the way mf-ready does (files made through the creator calls).
 * `ReadyClient.pro(app)` is one with PRO, whose files are made at once (no free-flow wait).
 */
export class ReadyClient extends CreatorClient {
  /** Makes a document from the template and an export file of it; answers the ready file id. */
  async makeFile(templateId: string): Promise<string> {
    const doc = await this.createDoc(templateId);
    const created = await this.created(doc, 'export');
    const status = await this.settled(doc, created.doc);
    if (status.status !== 'ready') throw new Error(`the file was not made: ${status.error_text}`);
    return created.doc;
  }

  async readyList(query: ReadyGetQuery = {}): Promise<ReadyGetAnswer> {
    const response = await this.readyListRaw(query);
    if (response.status !== 200)
      throw new Error(`ready-get ${response.status}: ${await response.text()}`);
    return (await response.json()) as ReadyGetAnswer;
  }

  readyListRaw(query: ReadyGetQuery | Record<string, string>) {
    const search = new URLSearchParams(query as Record<string, string>).toString();
    return this.visitor.get(`/api/ready-get/${this.userKey}/${search ? `?${search}` : ''}`);
  }

  readyForm(type: DocsContextType, action: DocsFormAction, fields: FormFields = {}) {
    return this.visitor.post(readyPaths.formAction(type, action), fields);
  }

  async readyOk(type: DocsContextType, action: DocsFormAction, fields: FormFields = {}) {
    const response = await this.readyForm(type, action, fields);
    const body = (await response.json()) as Record<string, unknown>;
    if (response.status !== 200 || body.result !== 'success')
      throw new Error(`ready-${type}-${action} ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }

  async readyFolder(name: string, parent = ''): Promise<string> {
    return (await this.readyOk('folder', 'folder-new', { name, parent })).data_id as string;
  }
}

/** The JPEG, thumbnail and PDF of a ready file in the app's DATA_DIR/public/doc/. */
export function filesOnDisk(app: TestApp, file: Pick<ReadyFile, 'id' | 'filename'>): string[] {
  const dir = path.join(app.config.dataDir, 'public', 'doc');
  return ['.jpg', '_th.webp', '.pdf'].map((end) =>
    path.join(dir, `${file.filename}_${file.id}${end}`),
  );
}

export const allExist = (paths: string[]) => paths.every((one) => fs.existsSync(one));
export const noneExist = (paths: string[]) => paths.every((one) => !fs.existsSync(one));
