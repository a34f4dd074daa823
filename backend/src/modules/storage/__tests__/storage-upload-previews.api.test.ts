import { type StorageUploadAnswer } from '@gramota/contracts';
import sharp from 'sharp';
import { appForBlock, databases, type TestApp } from '../../../test-support/test-app';
import { DEFAULT_PDF_PREVIEW } from '../upload/pdf-previews';
import { pdfPlaceholder } from '../upload/upload-thumbnail';
import { StorageClient } from './storage-test-kit';
import { fileBytes, nestedFormsPdf, onePagePdf, sendUpload } from './storage-upload-test-kit';

/**
 * Issue 28, finding 3: a few KB of nested forms kept pdftoppm drawing for 30 s, two of them held
 * both drawing slots, and another teacher's one-page PDF waited. Here each drawing may use 2 s of
 * CPU (the wall-clock limit is far away), two draw at once, and one PDF per account may wait.
 */
const LIMITS = { ...DEFAULT_PDF_PREVIEW, slots: 2, waitingPerAccount: 1, cpuSeconds: 2 };

/** Waits (no clock involved) until the app's drawing slots look as `ready` says. */
async function until(app: TestApp, ready: (accounts: Record<string, Counts>) => boolean) {
  while (!ready(app.koa.pdfPreviews.state().accounts))
    await new Promise((resolve) => setTimeout(resolve, 10));
}
type Counts = { drawing: number; waiting: number };

/** Sends one PDF and, once it is answered, writes `label` into `answered`. */
function upload(client: StorageClient, name: string, bytes: Buffer, answered: string[]) {
  return sendUpload(client.visitor, [{ name, bytes }]).then(async (response) => {
    answered.push(name);
    return { status: response.status, body: (await response.json()) as StorageUploadAnswer };
  });
}

/** The one document of a successful upload answer. */
function documentOf(answer: { status: number; body: StorageUploadAnswer }) {
  expect(answer).toMatchObject({ status: 200, body: { result: 'success' } });
  const documents = Object.values(answer.body.documents);
  expect(documents).toHaveLength(1);
  return documents[0]!;
}

describe.each(databases)('PDF previews shared fairly between accounts, on %s', (kind) => {
  const app = appForBlock(kind, () => ({ config: { pdfPreview: LIMITS } }));

  it("a second account's one-page PDF is drawn while two slow PDFs of a first account are drawing; the slow ones are kept with the placeholder", async () => {
    const mallory = await StorageClient.registered(app);
    const teacher = await StorageClient.registered(app);
    const malloryId = await mallory.userId();
    const answered: string[] = [];
    const bomb = nestedFormsPdf();

    const slow1 = upload(mallory, 'slow-1.pdf', bomb, answered);
    await until(app, (accounts) => accounts[malloryId]?.drawing === 1);
    const slow2 = upload(mallory, 'slow-2.pdf', bomb, answered);
    // Both of Mallory's PDFs are in: one drawing, the other waiting for her slot (not the free one).
    await until(app, (accounts) => {
      const counts = accounts[malloryId];
      return counts !== undefined && counts.drawing + counts.waiting === 2;
    });
    const quick = await upload(teacher, 'Приказ.pdf', onePagePdf(), answered);

    // The teacher's PDF took the free slot and was answered before either of Mallory's.
    expect(answered).toEqual(['Приказ.pdf']);
    const drawn = documentOf(quick);
    const thumbnail = await fileBytes(teacher.visitor, drawn.thum);
    const placeholder = await pdfPlaceholder();
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.bytes.equals(placeholder.thumbnail)).toBe(false);
    // Its first page, really drawn: the blue band of onePagePdf a fifth of the way down.
    const { data, info } = await sharp(thumbnail.bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const offset = (Math.round(info.height * 0.2) * info.width + 200) * 3;
    const band = [...data.subarray(offset, offset + 3)];
    expect(Math.max(...[41, 89, 199].map((value, i) => Math.abs(value - band[i]!)))).toBeLessThan(
      12,
    );

    // Mallory's PDFs ran out of CPU time one after the other; each is kept as sent, with the
    // placeholder as its thumbnail and as its first page, and the answer is a success.
    const slow = [await slow1, await slow2];
    expect(answered).toEqual(['Приказ.pdf', 'slow-1.pdf', 'slow-2.pdf']);
    for (const answer of slow) {
      const document = documentOf(answer);
      expect(document).toMatchObject({ type: 'pdf', source: 'upload' });
      const file = await fileBytes(mallory.visitor, document.file);
      expect([file.status, file.bytes.equals(bomb)]).toEqual([200, true]);
      const thumb = await fileBytes(mallory.visitor, document.thum);
      expect([thumb.status, thumb.bytes.equals(placeholder.thumbnail)]).toEqual([200, true]);
      expect((await sharp(thumb.bytes).metadata()).format).toBe('webp');
    }
    expect(Object.keys((await mallory.storageList()).documents)).toHaveLength(2);
    expect(app.koa.pdfPreviews.state()).toEqual({ drawing: 0, waiting: 0, accounts: {} });
  });

  it('past the waiting bound an account’s PDF is kept at once with the placeholder, not drawn', async () => {
    const mallory = await StorageClient.registered(app);
    const malloryId = await mallory.userId();
    const answered: string[] = [];
    const bomb = nestedFormsPdf();

    const slow1 = upload(mallory, 'slow-1.pdf', bomb, answered);
    await until(app, (accounts) => accounts[malloryId]?.drawing === 1);
    const slow2 = upload(mallory, 'slow-2.pdf', bomb, answered);
    await until(app, (accounts) => accounts[malloryId]?.waiting === 1);
    // One drawing, one waiting (waitingPerAccount 1): a third waits for nothing.
    const third = await upload(mallory, 'third.pdf', onePagePdf(), answered);
    expect(answered).toEqual(['third.pdf']);
    const document = documentOf(third);
    const placeholder = await pdfPlaceholder();
    const thumb = await fileBytes(mallory.visitor, document.thum);
    expect(thumb.bytes.equals(placeholder.thumbnail)).toBe(true);
    const file = await fileBytes(mallory.visitor, document.file);
    expect(file.bytes.equals(onePagePdf())).toBe(true);

    await Promise.all([slow1, slow2]);
    expect(answered).toEqual(['third.pdf', 'slow-1.pdf', 'slow-2.pdf']);
    expect(Object.keys((await mallory.storageList()).documents)).toHaveLength(3);
  });
});
