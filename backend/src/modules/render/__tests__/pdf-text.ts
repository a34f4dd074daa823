/**
 * Just enough PDF reading for the tests, in plain Node (no poppler-utils here): Chromium (Skia)
 * writes Flate-compressed streams, draws text as glyph ids in hex strings (Tj / TJ) and maps them
 * back to Unicode with a ToUnicode CMap per embedded font. The text comes back font by font in
 * drawing order; glyphs the CMaps do not know are skipped. Good for "does the PDF hold these
 * words as text", not a general extractor.
 */
import zlib from 'node:zlib';

export interface PdfFacts {
  /** The text drawn, fonts' glyphs mapped through their ToUnicode CMaps. */
  text: string;
  /** BaseFont names (subset prefixes kept: 'AAAAAA+PTSerif-Regular'). */
  fonts: string[];
  /** Embedded font programs (FontFile, FontFile2, FontFile3). */
  embeddedFontFiles: number;
  pageCount: number;
}

interface PdfObject {
  dict: string;
  stream: string | null;
}

/** Every `n 0 obj ... endobj`, streams inflated (Skia writes no object streams). */
function objects(pdf: Buffer): Map<number, PdfObject> {
  const out = new Map<number, PdfObject>();
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    const body = match[2]!;
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      out.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const opening = /stream\r?\n/.exec(body.slice(at))![0];
    const from = match.index + match[0].indexOf(body) + at + opening.length;
    const to = text.lastIndexOf('endstream', match.index + match[0].length);
    const raw = pdf.subarray(from, to);
    let stream: string;
    try {
      stream = zlib.inflateSync(raw).toString('latin1');
    } catch {
      stream = raw.toString('latin1');
    }
    out.set(Number(match[1]), { dict: body.slice(0, at), stream });
  }
  return out;
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

function cmapEntries(cmap: string, into: Map<string, string>) {
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      into.set(from!.toLowerCase(), utf16(to!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, to] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const width = lo!.length;
      const first = parseInt(to!, 16);
      for (let code = parseInt(lo!, 16); code <= parseInt(hi!, 16); code += 1) {
        const unicode = first + code - parseInt(lo!, 16);
        into.set(code.toString(16).padStart(width, '0'), String.fromCodePoint(unicode));
      }
    }
  }
}

export function readPdf(pdf: Buffer): PdfFacts {
  const all = objects(pdf);
  const body = pdf.toString('latin1');
  // Font resource name (/F4) → that font's glyph code → text, through its ToUnicode CMap.
  const byName = new Map<string, Map<string, string>>();
  for (const { dict } of all.values()) {
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(dict);
    if (!fonts) continue;
    for (const [, name, ref] of fonts[1]!.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
      const font = all.get(Number(ref));
      const toUnicode = font && /\/ToUnicode\s+(\d+) 0 R/.exec(font.dict);
      const cmap = toUnicode && all.get(Number(toUnicode[1]))?.stream;
      if (!cmap) continue;
      const map = new Map<string, string>();
      cmapEntries(cmap, map);
      byName.set(name!, map);
    }
  }
  let text = '';
  for (const { stream } of all.values()) {
    if (!stream || stream.includes('begincmap') || !/\bBT\b/.test(stream)) continue;
    let cmap = new Map<string, string>();
    const operators = /\/([^\s/]+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g;
    for (const [, font, shown] of stream.matchAll(operators)) {
      if (font) {
        cmap = byName.get(font) ?? new Map();
        continue;
      }
      const codeLength = cmap.size ? [...cmap.keys()][0]!.length : 4;
      for (const [, hex] of shown!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        for (let at = 0; at < hex!.length; at += codeLength) {
          text += cmap.get(hex!.slice(at, at + codeLength).toLowerCase()) ?? '';
        }
      }
    }
    text += '\n';
  }
  return {
    text,
    fonts: [...body.matchAll(/\/BaseFont\s*\/([^\s/<>[\]]+)/g)].map((match) => match[1]!),
    embeddedFontFiles: (body.match(/\/FontFile[23]?\s/g) ?? []).length,
    pageCount: (body.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length,
  };
}
