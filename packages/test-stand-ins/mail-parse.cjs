// Reading e-mails as sent by nodemailer: headers (RFC 2047 encoded words), multipart bodies,
// quoted-printable and base64, UTF-8. Enough for tests, not a general MIME library.
'use strict';

/** @param {string} raw */
function splitPart(raw) {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  /** @type {Map<string, string>} */
  const headers = new Map();
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

/** @param {string} text @returns {Buffer} */
function quotedPrintableBytes(text) {
  const bytes = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
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

/** Quoted-printable (soft line breaks, =XX bytes) to UTF-8 text. @param {string} text */
function decodeQuotedPrintable(text) {
  return quotedPrintableBytes(text).toString('utf8');
}

/** `=?UTF-8?B?...?=` / `=?UTF-8?Q?...?=` words in a header. @param {string} value */
function decodeEncodedWords(value) {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset, encoding, data) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintableBytes(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeBody(part) {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** The first part of `type` (text/plain, text/html) inside a message or multipart. */
function findPart(part, type, depth = 0) {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(contentType) && depth < 5) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return undefined;
    for (const piece of part.body.split(`--${boundary}`).slice(1)) {
      if (piece.startsWith('--')) break;
      const found = findPart(splitPart(piece.replace(/^\r?\n/, '')), type, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return contentType.toLowerCase().startsWith(type) ? decodeBody(part).trim() : undefined;
}

/**
 * @param {string} raw the message as received
 * @returns {{ subject: string, from: string, headerTo: string, date: string, text: string, html: string }}
 */
function readMessage(raw) {
  const message = splitPart(raw);
  const header = (name) => decodeEncodedWords(message.headers.get(name) ?? '');
  return {
    subject: header('subject'),
    from: header('from'),
    headerTo: header('to'),
    date: header('date'),
    text: findPart(message, 'text/plain') ?? '',
    html: findPart(message, 'text/html') ?? '',
  };
}

/**
 * The 6-digit one-time code of a message: from its decoded text, else its subject, else the raw
 * source decoded as quoted-printable. Throws when there is none.
 * @param {{ text?: string, subject?: string, raw?: string } | string} message
 * @returns {string}
 */
function extractCode(message) {
  const candidates =
    typeof message === 'string'
      ? [decodeQuotedPrintable(message)]
      : [message.text ?? '', message.subject ?? '', decodeQuotedPrintable(message.raw ?? '')];
  for (const text of candidates) {
    const match = /(?<!\d)(\d{6})(?!\d)/.exec(text);
    if (match) return match[1];
  }
  throw new Error('No 6-digit code in the message');
}

module.exports = { readMessage, extractCode, decodeQuotedPrintable, decodeEncodedWords };
