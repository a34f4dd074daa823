/**
 * Just enough MIME to show the outbox's own messages (written by nodemailer): unfolded headers
 * with RFC 2047 encoded words, multipart bodies, quoted-printable and base64, UTF-8.
 */
export interface EmlAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReadEml {
  to: string;
  subject: string;
  date: string;
  text: string;
  /** Files sent along (none for the code e-mails). */
  attachments?: EmlAttachment[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  let last = '';
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) {
      headers.set(last, `${headers.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    headers.set(last, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    const hex = source.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

export function decodeQuotedPrintable(text: string): string {
  return decodeQuotedPrintableBytes(text).toString('utf8');
}

/** `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words; the space between two of them is dropped. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_all, _charset, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintableBytes(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeBodyBytes(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintableBytes(part.body);
  return Buffer.from(part.body, 'utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** The parts of a multipart body (none for a single part). */
function childParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? '';
  if (!/^multipart\//i.test(type)) return [];
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return [];
  const parts: Part[] = [];
  for (const piece of part.body.split(`--${boundary}`).slice(1)) {
    if (piece.startsWith('--')) break;
    parts.push(splitPart(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  }
  return parts;
}

/**
 * A header parameter: `name="x"` (with encoded words), `name*=utf-8''x` or the RFC 2231
 * continuations `name*0*=...; name*1*=...` that nodemailer writes for long or non-ASCII names.
 */
function headerParameter(header: string, name: string): string | undefined {
  const pieces: string[] = [];
  let extended = false;
  const pattern = new RegExp(`${name}\\*(\\d+)?(\\*)?=("[^"]*"|[^;\\s]*)`, 'gi');
  for (const match of header.matchAll(pattern)) {
    pieces[Number(match[1] ?? 0)] = (match[3] ?? '').replace(/^"|"$/g, '');
    extended ||= match[2] === '*' || match[1] === undefined;
  }
  if (pieces.length > 0) {
    const joined = pieces.join('');
    if (!extended) return joined;
    const value = joined.replace(/^[^']*'[^']*'/, '');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  const plain = new RegExp(`${name}=("[^"]*"|[^;\\s]*)`, 'i').exec(header)?.[1];
  return plain === undefined ? undefined : decodeEncodedWords(plain.replace(/^"|"$/g, ''));
}

function findAttachments(part: Part, depth = 0): EmlAttachment[] {
  if (depth > 5) return [];
  const children = childParts(part);
  if (children.length > 0) return children.flatMap((child) => findAttachments(child, depth + 1));
  const disposition = part.headers.get('content-disposition') ?? '';
  if (!/^attachment/i.test(disposition)) return [];
  const type = part.headers.get('content-type') ?? 'application/octet-stream';
  return [
    {
      filename:
        headerParameter(disposition, 'filename') ?? headerParameter(type, 'name') ?? 'attachment',
      contentType: type.split(';')[0]!.trim().toLowerCase(),
      content: decodeBodyBytes(part),
    },
  ];
}

function findText(part: Part, depth = 0): string | undefined {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type) && depth < 5) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return undefined;
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const text = findText(splitPart(piece.replace(/^\r?\n/, '')), depth + 1);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  return /^text\/plain/i.test(type) ? decodeBody(part).trim() : undefined;
}

export function readEml(raw: string): ReadEml {
  const message = splitPart(raw);
  const header = (name: string) => decodeEncodedWords(message.headers.get(name) ?? '');
  return {
    to: header('to'),
    subject: header('subject'),
    date: header('date'),
    text: findText(message) ?? '',
    attachments: findAttachments(message),
  };
}
