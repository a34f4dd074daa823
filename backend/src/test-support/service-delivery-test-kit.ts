import fs from 'node:fs';
import path from 'node:path';
import type { ErrorAnswer } from '@gramota/contracts';
import type { TestApp } from './test-app';
import { CreatorClient } from './creator-test-kit';
import { ReadyFile, readyFileNames } from '../modules/ready';

// Sending a made file on to an outside service (Telegram, Yandex Disk): the telegram and yadisk
// tests share these steps, so they live here rather than in either module's __tests__.

/** A made file as the teacher's delivery calls see it, with its bytes on disk. */
export interface MadeFile {
  id: string;
  name: string;
  pdfName: string;
  jpegName: string;
  pdf: Buffer;
  jpeg: Buffer;
}

/** The teacher makes a file of `docId` for `type` the way the editor does, and waits for it. */
export async function makeFile(
  app: TestApp,
  teacher: CreatorClient,
  docId: string,
  type: 'telegram' | 'yadisk',
): Promise<MadeFile> {
  const created = await teacher.created(docId, type);
  const status = await teacher.settled(docId, created.doc);
  if (status.status !== 'ready') throw new Error(`file ${created.doc}: ${status.status}`);
  const row = await app.dataSource.getRepository(ReadyFile).findOneByOrFail({
    id: Number(created.doc),
  });
  const names = readyFileNames(row.filename, row.id);
  const folder = path.join(app.config.dataDir, 'public', 'doc');
  return {
    id: created.doc,
    name: row.name,
    pdfName: names.pdf,
    jpegName: names.jpeg,
    pdf: fs.readFileSync(path.join(folder, names.pdf)),
    jpeg: fs.readFileSync(path.join(folder, names.jpeg)),
  };
}

/** A teacher with a doc of `templateId` (PRO templates granted, so every type is paid). */
export async function teacherWithDoc(app: TestApp, templateId: string) {
  const teacher = await CreatorClient.anonymous(app);
  await teacher.grant(app, 'all-templates');
  return { teacher, doc: await teacher.createDoc(templateId) };
}

export async function errorOf(response: Response): Promise<{ status: number } & ErrorAnswer> {
  return { status: response.status, ...((await response.json()) as ErrorAnswer) };
}
