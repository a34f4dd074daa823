import { rawToHtml } from './raw-to-html';
import type { DocRawContent } from './raw-content';
import { stampIdOfSrc, stampIdsInHtml, stampIdsOf } from './stamp-ids';

const SEAL = 'f3b1c2d4-0000-4000-8000-000000000001';
const SIGN = 'a9_b-2';

/** A text with two stamps placed (one twice) and one entity in the map no block uses. */
const raw: DocRawContent = {
  blocks: [
    {
      key: 'a',
      type: 'unstyled',
      text: 'Diploma',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
    },
    ...[0, 1, 0].map((key, at) => ({
      key: `s${at}`,
      type: 'atomic',
      text: ' ',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [{ offset: 0, length: 1, key }],
    })),
  ],
  entityMap: {
    0: {
      type: 'STAMP',
      mutability: 'IMMUTABLE',
      data: { stampId: SEAL, kind: 'stamp', width: 150 },
    },
    1: {
      type: 'STAMP',
      mutability: 'IMMUTABLE',
      data: { stampId: SIGN, kind: 'signature', width: 150 },
    },
    2: {
      type: 'STAMP',
      mutability: 'IMMUTABLE',
      data: { stampId: 'unused', kind: 'stamp', width: 150 },
    },
  },
} as unknown as DocRawContent;

describe('the stamps a document shows', () => {
  it('reads them from the content and from its HTML alike, each once, in order', () => {
    expect(stampIdsOf(raw)).toEqual([SEAL, SIGN]);
    const html = rawToHtml(raw, { pro: true });
    expect(stampIdsInHtml(html)).toEqual([SEAL, SIGN]);
    // A made file's HTML asks for the free file's marked picture: the same stamp.
    expect(stampIdsInHtml(html.replaceAll(`${SEAL}/`, `${SEAL}/?preview=ru`))).toEqual([
      SEAL,
      SIGN,
    ]);
  });

  it('knows a stamp picture by its exact address only', () => {
    expect(stampIdOfSrc(`/api/profile-stamp-file/${SEAL}/`)).toBe(SEAL);
    expect(stampIdOfSrc(`/api/profile-stamp-file/${SEAL}`)).toBeNull();
    expect(stampIdOfSrc(`https://evil.test/api/profile-stamp-file/${SEAL}/`)).toBeNull();
    expect(stampIdOfSrc('/api/profile-stamp-file/../x/')).toBeNull();
    expect(stampIdOfSrc(`/api/redactor-image/1/${SEAL}/`)).toBeNull();
  });
});
