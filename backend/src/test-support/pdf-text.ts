/**
 * Just enough PDF reading for the tests, in plain Node (pdftotext / poppler-utils are not on every
 * machine): what a made file says, page by page, and which fonts it carries. Reads what Chromium
 * (Skia) and pdf-lib write, object streams included (pdf-lib parses the file): page content
 * streams and form XObjects drawing strings with Tj / TJ in fonts whose ToUnicode CMap maps codes
 * to text. Good for "does this page hold these words as text"; not a general extractor (no
 * layout, no other encodings; glyphs the CMaps do not know are skipped).
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';

export interface PdfFacts {
  /** Each page's text, in page order, runs of spaces as one. */
  pages: string[];
  /** Every page's text, a line a page. */
  text: string;
  /** BaseFont names, in no particular order (subset prefixes kept: 'AAAAAA+PTSerif-Regular'). */
  fonts: string[];
  /** Embedded font programs (FontFile, FontFile2, FontFile3). */
  embeddedFontFiles: number;
  pageCount: number;
}

type CMap = { bytes: number; map: Map<number, string> };

const utf16 = (hex: string) => {
  let text = '';
  for (let index = 0; index + 4 <= hex.length; index += 4)
    text += String.fromCharCode(parseInt(hex.slice(index, index + 4), 16));
  return text;
};

function streamText(object: PDFObject | undefined): string {
  if (!(object instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
}

/** A ToUnicode CMap's bfchar and bfrange entries. */
function readCMap(text: string): CMap {
  const map = new Map<number, string>();
  const space = /<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>/.exec(
    /begincodespacerange([\s\S]*?)endcodespacerange/.exec(text)?.[1] ?? '',
  );
  const bytes = space ? space[1]!.length / 2 : 2;
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, dst] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g))
      map.set(parseInt(code!, 16), utf16(dst!));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, dst] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const start = parseInt(dst!, 16);
      for (let code = parseInt(lo!, 16); code <= parseInt(hi!, 16); code += 1)
        map.set(code, String.fromCharCode(start + code - parseInt(lo!, 16)));
    }
  return { bytes, map };
}

function decodeString(raw: string, hex: boolean, cmap: CMap | undefined): string {
  let bytes: number[];
  if (hex) {
    const digits = raw.replace(/\s+/g, '');
    bytes = [];
    for (let index = 0; index < digits.length; index += 2)
      bytes.push(parseInt(digits.slice(index, index + 2).padEnd(2, '0'), 16));
  } else {
    bytes = [...raw.replace(/\\([()\\])/g, '$1')].map((char) => char.charCodeAt(0));
  }
  if (!cmap) return String.fromCharCode(...bytes);
  let text = '';
  for (let index = 0; index + cmap.bytes <= bytes.length; index += cmap.bytes) {
    let code = 0;
    for (let byte = 0; byte < cmap.bytes; byte += 1) code = code * 256 + bytes[index + byte]!;
    text += cmap.map.get(code) ?? '';
  }
  return text;
}

/** The text one content stream draws, with its resources' fonts and form XObjects. */
function contentText(doc: PDFDocument, content: string, resources: PDFDict | undefined): string {
  const lookup = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? doc.context.lookup(object) : object;
  const dictOf = (name: string) => {
    const found = lookup(resources?.get(PDFName.of(name)));
    return found instanceof PDFDict ? found : undefined;
  };
  const fonts = new Map<string, CMap>();
  const fontDict = dictOf('Font');
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const font = lookup(ref);
    if (!(font instanceof PDFDict)) continue;
    const toUnicode = lookup(font.get(PDFName.of('ToUnicode')));
    if (toUnicode instanceof PDFRawStream)
      fonts.set(name.asString().slice(1), readCMap(streamText(toUnicode)));
  }
  const xobjects = dictOf('XObject');
  let font: CMap | undefined;
  let text = '';
  const tokens =
    /\/([^\s/<>[\]()]+)\s+[-\d.]+\s+Tf|<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)|\b(Tj|TJ|'|"|T\*|Td|TD|Tm|ET)\b|\/([^\s/<>[\]()]+)\s+Do/g;
  let pending = '';
  for (const match of content.matchAll(tokens)) {
    const [, fontName, hex, literal, operator, xobject] = match;
    if (fontName !== undefined) font = fonts.get(fontName);
    else if (hex !== undefined) pending += decodeString(hex, true, font);
    else if (literal !== undefined) pending += decodeString(literal, false, font);
    else if (operator === 'Tj' || operator === 'TJ' || operator === "'" || operator === '"') {
      text += pending;
      pending = '';
    } else if (operator !== undefined) text += ' ';
    else if (xobject !== undefined) {
      const form = lookup(xobjects?.get(PDFName.of(xobject)));
      if (
        form instanceof PDFRawStream &&
        form.dict.get(PDFName.of('Subtype'))?.toString() === '/Form'
      ) {
        const own = lookup(form.dict.get(PDFName.of('Resources')));
        text += ` ${contentText(doc, streamText(form), own instanceof PDFDict ? own : resources)} `;
      }
    }
  }
  return text;
}

/** The fonts every object of the file names, and how many font programs it embeds. */
function fontsOf(doc: PDFDocument): Pick<PdfFacts, 'fonts' | 'embeddedFontFiles'> {
  const fonts: string[] = [];
  let embeddedFontFiles = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict =
      object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : null;
    if (!dict) continue;
    const baseFont = dict.get(PDFName.of('BaseFont'));
    if (baseFont instanceof PDFName) fonts.push(baseFont.asString().slice(1));
    for (const key of ['FontFile', 'FontFile2', 'FontFile3'])
      if (dict.has(PDFName.of(key))) embeddedFontFiles += 1;
  }
  return { fonts, embeddedFontFiles };
}

/** What a PDF says, page by page, and the fonts it carries. */
export async function readPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    const content = streams.map((stream) => streamText(stream as PDFObject)).join('\n');
    return contentText(doc, content, page.node.Resources()).replace(/\s+/g, ' ').trim();
  });
  return { pages, text: pages.join('\n'), pageCount: pages.length, ...fontsOf(doc) };
}

/** Text compared without its spaces: a PDF places words, it does not always draw the spaces. */
export const squeezed = (text: string) => text.replace(/\s+/g, '');
