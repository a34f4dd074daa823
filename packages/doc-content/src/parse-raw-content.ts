/**
 * Reading the editor's content as it arrives in doc-set: a JSON string from the client, so
 * anything may be in it. Never throws; the two errors are the contract's error codes.
 */
import { REDACTOR_LIMITS, type RedactorErrorCode } from '@gramota/contracts';
import type { z } from 'zod';
import { docRawContentSchema } from './raw-content-schema';
import type { DocRawContent } from './raw-content';

export type ParseDocRawContentResult =
  | { ok: true; value: DocRawContent }
  | { ok: false; error: Extract<RedactorErrorCode, 'content_invalid' | 'content_too_large'> };

const INVALID = { ok: false, error: 'content_invalid' } as const;
const TOO_LARGE = { ok: false, error: 'content_too_large' } as const;

/** UTF-8 bytes of a string, without a TextEncoder (not in every test environment). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      // A surrogate pair is one 4-byte character (a lone surrogate is written as 3 bytes).
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Too many blocks or too long a block: too large rather than wrong. */
function isSizeIssue(issue: z.core.$ZodIssue): boolean {
  if (issue.code !== 'too_big') return false;
  const path = issue.path.join('.');
  return (
    (issue.origin === 'array' && path === 'blocks') ||
    (issue.origin === 'string' && /^blocks\.\d+\.text$/.test(path))
  );
}

function exceedsMaxBytes(json: string): boolean {
  // Every UTF-16 unit takes at least one byte: a long string needs no exact count.
  return (
    json.length > REDACTOR_LIMITS.contentMaxBytes ||
    utf8ByteLength(json) > REDACTOR_LIMITS.contentMaxBytes
  );
}

export function parseDocRawContent(json: string): ParseDocRawContentResult {
  if (typeof json !== 'string') return INVALID;
  if (exceedsMaxBytes(json)) return TOO_LARGE;
  try {
    const result = docRawContentSchema.safeParse(JSON.parse(json));
    if (result.success) return { ok: true, value: result.data };
    return result.error.issues.some(isSizeIssue) ? TOO_LARGE : INVALID;
  } catch {
    // Not JSON, or nested deeper than the parser's stack.
    return INVALID;
  }
}
