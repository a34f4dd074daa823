/**
 * A document made from a workshop template prints its title as real text (issue 30 item 8): the
 * template's page picture is painted once more in layers (renderScene), the workshop writes them
 * next to it, and a document on that page picture prints the title as text with its font
 * embedded, the pictures as images, its own text as text, while its JPEG still looks as the
 * canvas drew the page (SSIM at 400 px against the one-picture page). Real Debian Chromium and
 * poppler's pdftotext / pdffonts / pdfimages; needs the painter bundle (npm run build -w
 * @gramota/scene).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { similarity } from '@gramota/app-harness';
import { blankScene, newQrPicture, type WorkshopScene } from '@gramota/scene';
import { readSceneLayers, writeSceneLayers, type RenderInput } from '..';
import { LocalFileStore } from '../../../shared/file-store';
import { engineForBlock } from '../../../test-support/render-engine-kit';

jest.setTimeout(120_000);

const run = promisify(execFile);
const USER = 'user-1';

const block = engineForBlock('scene-text', {
  prepare: (dataDir) => fs.mkdir(path.join(dataDir, 'public', 'workshop'), { recursive: true }),
});
/** Where the workshop's page pictures and layers lie in the engine's data folder. */
const workshopDir = () => path.join(block.dataDir, 'public', 'workshop');

/** The default A4 certificate: frame, a two-colour bold title with its grey shadow, a QR code. */
function certificate(title: Partial<WorkshopScene['title']> = {}): WorkshopScene {
  const blank = blankScene('a4');
  const scene: WorkshopScene = {
    ...blank,
    background: { ...blank.background, color: '#f0e0a0' },
    title: {
      ...blank.title,
      text: 'Почётная грамота',
      bold: true,
      colors: ['#102060', '#601020'],
      ...title,
    },
  };
  return { ...scene, pictures: [newQrPicture(scene, 'https://example.com/check/42')] };
}

/** What the workshop does when a template is made: the page picture and its layers on disk. */
async function makeTemplate(scene: WorkshopScene, name: string) {
  const out = await block.engine.renderScene({ userId: USER, scene });
  await fs.writeFile(path.join(workshopDir(), `${name}.jpg`), out.jpeg);
  expect(out.layers).toBeTruthy();
  await writeSceneLayers(new LocalFileStore(block.dataDir), `${name}.jpg`, out.layers!);
  return out;
}

const docOn = (background: string, html: string): RenderInput => ({
  userId: USER,
  docId: 3,
  html,
  font: 'PT Serif',
  padding: '420 80 80 80',
  format: 'a4',
  background,
  titlePicture: null,
  meta: { title: 'Грамота', language: 'ru' },
});

async function pdfTool(tool: string, pdf: Buffer, ...args: string[]): Promise<string> {
  const file = path.join(block.dataDir, `${tool}-${Date.now()}.pdf`);
  await fs.writeFile(file, pdf);
  const { stdout } = await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]);
  return stdout;
}

describe("a workshop template's document", () => {
  it('prints the title and its own text as text with embedded fonts, the QR code as an image, and looks as the canvas drew it', async () => {
    const scene = certificate();
    const template = await makeTemplate(scene, 'diploma_page');
    const layers = await readSceneLayers(
      new LocalFileStore(block.dataDir),
      '/data/workshop/diploma_page.jpg',
    );
    expect(layers?.title.text).toBe('Почётная грамота');
    expect(layers?.over?.box.width).toBeGreaterThan(90);

    const out = await block.engine.render(
      docOn(
        '/data/workshop/diploma_page.jpg',
        '<p class="gr-p gr-align-center">награждается Петрова Анна</p>',
      ),
    );
    expect(out.notes).toEqual([]);
    const text = await pdfTool('pdftotext', out.pdf);
    expect(text).toContain('Почётная грамота');
    expect(text).toContain('награждается Петрова Анна');
    const fonts = await pdfTool('pdffonts', out.pdf);
    // The title's Philosopher and the text's PT Serif, both embedded (the "emb" column).
    const rows = fonts.split('\n').slice(2).filter(Boolean);
    expect(rows.some((row) => /Philosopher/i.test(row) && /\byes\b/.test(row))).toBe(true);
    expect(rows.some((row) => /PTSerif|PT-Serif/i.test(row) && /\byes\b/.test(row))).toBe(true);
    // The page's layers and the QR code are images.
    const images = (await pdfTool('pdfimages', out.pdf, '-list')).split('\n').slice(2);
    expect(images.filter(Boolean).length).toBeGreaterThanOrEqual(2);

    // As before: the same document on the template's one picture (no layers beside it).
    await fs.writeFile(path.join(workshopDir(), 'diploma_plain.jpg'), template.jpeg);
    const before = await block.engine.render(
      docOn(
        '/data/workshop/diploma_plain.jpg',
        '<p class="gr-p gr-align-center">награждается Петрова Анна</p>',
      ),
    );
    expect(before.jpegWidth).toBe(out.jpegWidth);
    const score = await similarity(before.jpeg, out.jpeg, 400);
    const fullWidth = await similarity(before.jpeg, out.jpeg, out.jpegWidth);
    console.log(
      `Workshop document in layers vs the one-picture page: SSIM ${score.toFixed(4)} at 400 px, ${fullWidth.toFixed(4)} at ${out.jpegWidth} px`,
    );
    expect(score).toBeGreaterThanOrEqual(0.99);
    // Before: the title was pixels only.
    expect(await pdfTool('pdftotext', before.pdf)).not.toContain('Почётная грамота');
  });

  it.each([
    [
      'rotated, italic, in one colour, on two lines',
      {
        rotate: -8,
        italic: true,
        bold: false,
        colors: ['#204020', '#204020'],
        text: 'Благодарственное\nписьмо',
      },
    ],
    [
      'in capitals, underlined, in another font',
      { uppercase: true, underline: true, fontfamily: 'Lobster', text: 'Сертификат участника' },
    ],
  ] as const)('prints a title %s as text that looks as drawn', async (label, title) => {
    const scene = certificate(title as Partial<WorkshopScene['title']>);
    const name = `variant_${Date.now()}`;
    const template = await makeTemplate(scene, name);
    await fs.writeFile(path.join(workshopDir(), `${name}_plain.jpg`), template.jpeg);
    const html = '<p class="gr-p">Иванову Ивану</p>';
    const out = await block.engine.render(docOn(`/data/workshop/${name}.jpg`, html));
    const before = await block.engine.render(docOn(`/data/workshop/${name}_plain.jpg`, html));
    const words = title.text.split(/\s+/);
    // -raw: in the order the file writes it (a rotated line's letters are not re-sorted).
    const text = (await pdfTool('pdftotext', out.pdf, '-raw')).toLocaleLowerCase('ru-RU');
    for (const word of words) expect(text).toContain(word.toLocaleLowerCase('ru-RU'));
    const score = await similarity(before.jpeg, out.jpeg, 400);
    console.log(`${label}: SSIM ${score.toFixed(4)} at 400 px`);
    expect(score).toBeGreaterThanOrEqual(0.99);
  });

  it('repeats the title on every page of a document longer than one page', async () => {
    await makeTemplate(certificate(), 'long_page');
    const html = Array.from(
      { length: 40 },
      (_, index) => `<p class="gr-p">Строка ${index + 1}</p>`,
    );
    const out = await block.engine.render(docOn('/data/workshop/long_page.jpg', html.join('')));
    expect(out.pages).toBe(2);
    const text = await pdfTool('pdftotext', out.pdf);
    expect(text.split('Почётная грамота').length - 1).toBe(2);
  });
});
