import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  accountPaths,
  docsPaths,
  type DocsContextType,
  type DocsFormAction,
  type DocsGetAnswer,
  type DocsGetQuery,
} from '@gramota/contracts';
import { CATALOGUE, renderCatalogue } from '@gramota/template-artwork';
import { anonymousVisitor, registeredVisitor } from './accounts';
import { madeForBlock } from './made-for-block';
import type { TestApp } from './test-app';
import type { FormFields, Visitor } from './visitor';

/**
 * A small real catalogue for the docs tests: a free template with fields, a PRO one, and one with
 * a movable title (picked from the starter catalogue, rendered once per test file).
 */
export interface DocsFixture {
  catalogueDir: string;
  /** A free template with fillable fields. */
  free: (typeof CATALOGUE)[number];
  /** A PRO template. */
  pro: (typeof CATALOGUE)[number];
  /** A template with a movable title gallery. */
  movable: (typeof CATALOGUE)[number];
  remove(): void;
}

function pick(what: string, test: (template: (typeof CATALOGUE)[number]) => boolean) {
  const found = CATALOGUE.find(test);
  if (!found) throw new Error(`The starter catalogue has no ${what} template`);
  return found;
}

export async function renderDocsFixture(): Promise<DocsFixture> {
  const catalogueDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-docs-'));
  const free = pick('free with fields', (t) => !t.pro && (t.fields?.length ?? 0) > 0);
  const pro = pick('PRO', (t) => t.pro && t.id !== free.id);
  const movable = pick(
    'movable-title',
    (t) => t.movableTitle !== undefined && t.id !== free.id && t.id !== pro.id,
  );
  await renderCatalogue({ outDir: catalogueDir, templates: [free, pro, movable] });
  return {
    catalogueDir,
    free,
    pro,
    movable,
    remove: () => fs.rmSync(catalogueDir, { recursive: true, force: true }),
  };
}

/** The fixture of a test file: rendered before its tests (give it 2 minutes), removed after them. */
export const docsFixtureForFile = (): DocsFixture =>
  madeForBlock(renderDocsFixture, (fixture) => fixture.remove(), 120_000);

/** A client class of the kits: made from a visitor and that visitor's api key. */
export type ClientClass<T extends DocsClient> = new (visitor: Visitor, userKey: string) => T;

/** A teacher using My documents the way mf-docs does. */
export class DocsClient {
  constructor(
    readonly visitor: Visitor,
    readonly userKey: string,
  ) {}

  // The kits' clients (editor, creator, mass, ...) extend this one and are made the same way:
  // `MassClient.anonymous(app)` answers a MassClient, with no factory of its own.

  static async anonymous<T extends DocsClient>(this: ClientClass<T>, app: TestApp): Promise<T> {
    const visitor = await anonymousVisitor(app);
    return new this(visitor, (await visitor.loginCheck()).user_key);
  }

  static async registered<T extends DocsClient>(
    this: ClientClass<T>,
    app: TestApp,
  ): Promise<T & { email: string }> {
    const visitor = await registeredVisitor(app);
    const client = new this(visitor, (await visitor.loginCheck()).user_key);
    return Object.assign(client, { email: visitor.email });
  }

  get(path: string) {
    return this.visitor.get(path);
  }

  async list(query: DocsGetQuery = {}): Promise<DocsGetAnswer> {
    const response = await this.visitor.get(docsPaths.docsGet(this.userKey, query));
    if (response.status !== 200)
      throw new Error(`docs-get ${response.status}: ${await response.text()}`);
    return (await response.json()) as DocsGetAnswer;
  }

  listRaw(query: DocsGetQuery | Record<string, string>) {
    const search = new URLSearchParams(query as Record<string, string>).toString();
    return this.visitor.get(`/api/docs-get/${this.userKey}/${search ? `?${search}` : ''}`);
  }

  form(type: DocsContextType, action: DocsFormAction, fields: FormFields = {}) {
    return this.visitor.post(docsPaths.formAction(type, action), fields);
  }

  async ok(type: DocsContextType, action: DocsFormAction, fields: FormFields = {}) {
    const response = await this.form(type, action, fields);
    const body = (await response.json()) as Record<string, unknown>;
    if (response.status !== 200 || body.result !== 'success')
      throw new Error(`${type}-${action} ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }

  async newFolder(name: string, parent = ''): Promise<string> {
    return (await this.ok('folder', 'folder-new', { name, parent })).data_id as string;
  }

  async createDoc(templateId: string, folderId = ''): Promise<string> {
    const response = await this.visitor.get(
      docsPaths.createDoc({ template_id: templateId, folder_id: folderId }),
    );
    const body = (await response.json()) as { result: string; doc?: string };
    if (response.status !== 200 || body.result !== 'success' || !body.doc)
      throw new Error(`create-doc ${response.status}: ${JSON.stringify(body)}`);
    return body.doc;
  }

  async logout() {
    await this.visitor.get(accountPaths.logout);
  }
}

/** Status and JSON body in one go. */
export async function answer(
  response: Response,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const ids = (record: Record<string, unknown>) => Object.keys(record).sort();
