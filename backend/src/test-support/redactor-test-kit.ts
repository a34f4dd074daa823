import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  accountPaths,
  docsPaths,
  parseGetDoc,
  redactorPaths,
  type DocData,
} from '@gramota/contracts';
import { CATALOGUE, renderCatalogue } from '@gramota/template-artwork';
import { profileOf } from './accounts';
import type { TestApp } from './test-app';
import type { FormFields } from './visitor';
import { LicencesService } from '../modules/licences';
import { DocsClient, type ClientClass } from './docs-test-kit';

type CatalogueTemplate = (typeof CATALOGUE)[number];

/**
 * The editor tests' catalogue: the docs fixture's three (a free template with fields, a PRO one,
 * one with a movable title gallery) and an A5 template sharing a field id with the free one, to
 * switch formats and keep values with set-template.
 */
export interface RedactorFixture {
  catalogueDir: string;
  free: CatalogueTemplate;
  pro: CatalogueTemplate;
  movable: CatalogueTemplate;
  other: CatalogueTemplate;
  remove(): void;
}

function pick(what: string, test: (template: CatalogueTemplate) => boolean) {
  const found = CATALOGUE.find(test);
  if (!found) throw new Error(`The starter catalogue has no ${what} template`);
  return found;
}

export async function renderRedactorFixture(): Promise<RedactorFixture> {
  const catalogueDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-redactor-'));
  const free = pick('free with fields', (t) => !t.pro && (t.fields?.length ?? 0) > 0);
  const pro = pick('PRO', (t) => t.pro && t.id !== free.id);
  const movable = pick(
    'movable-title',
    (t) => t.movableTitle !== undefined && t.id !== free.id && t.id !== pro.id,
  );
  const freeIds = new Set(free.fields?.map((field) => field.id));
  const other = pick(
    'another format, sharing a field id',
    (t) =>
      !t.pro &&
      t.format !== free.format &&
      (t.fields ?? []).some((field) => freeIds.has(field.id)) &&
      (t.fields ?? []).some((field) => !freeIds.has(field.id)),
  );
  await renderCatalogue({ outDir: catalogueDir, templates: [free, pro, movable, other] });
  return {
    catalogueDir,
    free,
    pro,
    movable,
    other,
    remove: () => fs.rmSync(catalogueDir, { recursive: true, force: true }),
  };
}

/** One text block of draft-js raw content per line. */
export function rawText(...lines: string[]) {
  return {
    blocks: lines.map((text, index) => ({
      key: `k${index}`,
      text,
      type: 'unstyled',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    })),
    entityMap: {},
  };
}

/** The atomic block an inserted object (picture, QR, stamp) stands in, pointing at entity `key`. */
export function objectBlock(key: number) {
  return {
    key: `o${key}`,
    text: ' ',
    type: 'atomic',
    depth: 0,
    inlineStyleRanges: [],
    entityRanges: [{ offset: 0, length: 1, key }],
    data: {},
  };
}

/** Raw content of about `chars` characters of `char`, in blocks of 20,000 (the block limit). */
export function rawOfLength(chars: number, char = 'y') {
  const lines: string[] = [];
  for (let left = chars; left > 0; left -= 20_000) lines.push(char.repeat(Math.min(left, 20_000)));
  return rawText(...lines);
}

/** A teacher in the editor: the docs client plus the editor's calls. */
export class EditorClient extends DocsClient {
  /** A PRO teacher (all templates), of the class it is called on. */
  static async pro<T extends EditorClient>(
    this: ClientClass<T> & Pick<typeof EditorClient, 'anonymous'>,
    app: TestApp,
  ): Promise<T> {
    const teacher = await this.anonymous(app);
    await teacher.grant(app, 'all-templates');
    return teacher;
  }

  async userId(): Promise<string> {
    return (await profileOf(this.visitor)).id;
  }

  async grant(app: TestApp, kind: 'all-templates' | 'school' | 'template', templateId?: string) {
    const licences = new LicencesService(app.dataSource, app.clock.now);
    return licences.grant(await this.userId(), { kind, templateId, until: '2099-12-31' });
  }

  docSet(docId: string, fields: FormFields) {
    return this.visitor.post(redactorPaths.docSet(docId), fields);
  }

  /** A doc of the template whose text is these lines (labels as `[...]`), not in fields mode. */
  async labelledDoc(templateId: string, ...lines: string[]): Promise<string> {
    const doc = await this.createDoc(templateId);
    const saved = await this.docSet(doc, {
      content: JSON.stringify(rawText(...lines)),
      font: 'PT Serif',
      padding: '40 40 40 40',
      fields_redactor: '0',
    });
    if (saved.status !== 200) throw new Error(`doc-set ${saved.status}: ${await saved.text()}`);
    return doc;
  }

  async getDoc(docId: string): Promise<{ data: DocData; content: string }> {
    const response = await this.visitor.get(docsPaths.getDoc(docId));
    const parts = parseGetDoc(await response.text());
    if (parts.result !== 'success') throw new Error(`get-doc ${docId}: forbidden`);
    return { data: parts.data, content: parts.content };
  }

  async switchInto(ownerId: string) {
    const response = await this.visitor.post(accountPaths.accessSwitch, { owner_id: ownerId });
    if (response.status !== 200) throw new Error(`access-switch ${response.status}`);
  }
}

/** Status and JSON body in one go (the docs kit's, for the kits built on this one). */
export { answer } from './docs-test-kit';
