import fs from 'node:fs';
import path from 'node:path';
import { CREATOR_LIMITS, deliveryPaths, readyPaths, type CreatorSuffix } from '@gramota/contracts';
import type { TestApp } from './test-app';
import { CreatorClient } from './creator-test-kit';
import type { DocsFixture } from './docs-test-kit';

/** A made file as the tests need it: ids, names and where its files are. */
export interface MadeFile {
  doc: string;
  id: string;
  filename: string;
}

/** A teacher who makes files in the editor and sends them on, as the editor does. */
export class DeliveryClient extends CreatorClient {
  /**
   * A made (ready) file of a new doc from the fixture's free template: PRO when the account has
   * a licence, else free (the clock is moved past the free wait, as the teacher would wait).
   */
  async madeFile(
    app: TestApp,
    fixture: DocsFixture,
    options: { name?: string; suffix?: CreatorSuffix } = {},
  ): Promise<MadeFile> {
    const doc = await this.createDoc(fixture.free.id);
    if (options.name) await this.ok('doc', 'rename', { data_id: doc, name: options.name });
    let created = await this.created(doc, 'export', options.suffix);
    // A free file asks for a donation first; the teacher goes on without one, as the editor does.
    if (created.result === 'need_donate') created = await this.created(doc, 'export', 'undonate');
    if (created.result !== 'success') throw new Error(`creator: ${JSON.stringify(created)}`);
    if (created.free === '1') app.clock.advance(CREATOR_LIMITS.freeTimeoutSeconds * 1000 + 1000);
    const status = await this.settled(doc, created.doc);
    if (status.status !== 'ready') throw new Error(`file ${created.doc}: ${status.status}`);
    return { doc, id: created.doc, filename: created.filename };
  }

  sendMail(docId: string, file: string, headers?: Record<string, string>) {
    return this.visitor.get(deliveryPaths.sendMail(docId, file), headers);
  }

  setEmail(email: string) {
    return this.visitor.get(deliveryPaths.loginSetEmail(email));
  }

  storageAdd(files: string[]) {
    return this.visitor.get(deliveryPaths.storageAddFiles(files));
  }

  printOrderAdd(files: string[]) {
    return this.visitor.get(deliveryPaths.printOrderAddFile(files));
  }
}

/** The bytes of a made file's JPEG, PDF or thumbnail on disk. */
export function madeBytes(app: TestApp, file: MadeFile, kind: 'jpeg' | 'pdf' | 'thumb'): Buffer {
  const url = {
    jpeg: readyPaths.docFile(file.filename, file.id),
    pdf: readyPaths.pdf(file.filename, file.id),
    thumb: readyPaths.thumb(file.filename, file.id),
  }[kind];
  const name = decodeURIComponent(url.slice('/data/doc/'.length));
  return fs.readFileSync(path.join(app.config.dataDir, 'public', 'doc', name));
}

/** Status and JSON body in one go. */
export async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
