import { appForBlock, databases } from '../../../test-support/test-app';
import { asciiFileName, contentDisposition } from '../../../http/file-name-header';
import { StorageTeacher } from './storage-sharing-test-kit';

const NAME = 'Сертификат участника — Петрова Анна';

/** What a browser saves a download under: RFC 6266's filename* first, else filename. */
function savedName(disposition: string | null): string | undefined {
  const extended = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1];
  if (extended) return decodeURIComponent(extended);
  return /filename="([^"]*)"/.exec(disposition ?? '')?.[1];
}

describe('the file name header', () => {
  it('an ASCII name goes as it is; any other as filename* after an ASCII filename', () => {
    expect(contentDisposition('attachment', 'Royal Merit.pdf')).toBe(
      'attachment; filename="Royal Merit.pdf"',
    );
    expect(contentDisposition('inline', `${NAME}.pdf`)).toBe(
      `inline; filename="Sertifikat uchastnika - Petrova Anna.pdf"; filename*=UTF-8''` +
        '%D0%A1%D0%B5%D1%80%D1%82%D0%B8%D1%84%D0%B8%D0%BA%D0%B0%D1%82%20' +
        '%D1%83%D1%87%D0%B0%D1%81%D1%82%D0%BD%D0%B8%D0%BA%D0%B0%20%E2%80%94%20' +
        '%D0%9F%D0%B5%D1%82%D1%80%D0%BE%D0%B2%D0%B0%20%D0%90%D0%BD%D0%BD%D0%B0.pdf',
    );
    // RFC 5987 leaves no ' ( ) * unescaped; the fallback has no quote to escape.
    expect(contentDisposition('attachment', 'Грамота (1) "Д\'Арк".pdf')).toBe(
      `attachment; filename="Gramota (1) 'D'Ark'.pdf"; filename*=UTF-8''` +
        '%D0%93%D1%80%D0%B0%D0%BC%D0%BE%D1%82%D0%B0%20%281%29%20%22%D0%94%27%D0%90%D1%80%D0%BA%22.pdf',
    );
    expect(asciiFileName('Müller Қазақ 中文.jpg')).toBe('Muller Qazaq _.jpg');
  });
});

describe.each(databases)('storage files are saved under their names, on %s', (kind) => {
  const app = appForBlock(kind);

  it('the owner, a colleague it is shared with and a link visitor get the document’s name, Cyrillic included', async () => {
    const owner = await StorageTeacher.registered(app);
    const id = await owner.keptFile(app, NAME);
    const { file: pdf, thum } = (await owner.storageList()).documents[id]!;
    const colleague = await StorageTeacher.registered(app);
    await owner.share(`stdoc:${id}`, colleague);
    const visitor = await StorageTeacher.anonymous(app);
    // A second file shared by link, for the visitor.
    const linked = await owner.keptFile(app, NAME);
    const code = await owner.linkCode(`stdoc:${linked}`);
    expect((await visitor.openLink(code)).status).toBe(200);
    const linkedPdf = (await owner.storageList()).documents[linked]!.file;

    for (const [who, url] of [
      [owner, pdf],
      [colleague, pdf],
      [visitor, linkedPdf],
    ] as const) {
      for (const query of ['', '?download=1']) {
        const served = await who.visitor.request(`${url}${query}`, { csrf: false });
        expect(served.status).toBe(200);
        const disposition = served.headers.get('content-disposition');
        expect(disposition).toMatch(query ? /^attachment; / : /^inline; /);
        expect(disposition).toContain('filename="Sertifikat uchastnika - Petrova Anna.pdf"');
        expect(savedName(disposition)).toBe(`${NAME}.pdf`);
        await served.arrayBuffer();
      }
    }
    // The thumbnail keeps its own kind.
    const picture = await owner.visitor.request(thum, { csrf: false });
    expect(savedName(picture.headers.get('content-disposition'))).toBe(`${NAME}.webp`);
  });
});
