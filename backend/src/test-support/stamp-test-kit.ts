import zlib from 'node:zlib';
import { accountPaths, type Permission, type StampUploadAnswer } from '@gramota/contracts';
import { pngBytes } from './png-bytes';
import { objectBlock, rawText, type EditorClient } from './redactor-test-kit';

/**
 * The stamp tests' shared set-up (issue 37): an account whose owner uploads stamps and
 * signatures, members working in it, and documents that place those stamps as the editor saves
 * them. Used by the stamp vault's tests and by the tests of other modules that need a school.
 */

/** A stamp or signature as a document places it: the uploaded stamp's id and its kind. */
export type PlacedStamp = { id: string; kind: 'stamp' | 'signature' };

/** Draft-js content: a text line, then each stamp in its own object block (entity key = index). */
export function stampedContent(text: string, stamps: readonly PlacedStamp[]) {
  const raw = rawText(text);
  return JSON.stringify({
    blocks: [...raw.blocks, ...stamps.map((_, key) => objectBlock(key))],
    entityMap: Object.fromEntries(
      stamps.map((stamp, key) => [
        key,
        {
          type: 'STAMP',
          mutability: 'IMMUTABLE',
          data: { stampId: stamp.id, kind: stamp.kind, width: 150, float: 'right' },
        },
      ]),
    ),
  });
}

/**
 * Saves the document as the editor does with `text` and these stamps placed after it; the answer
 * is left to the test, since refusing a stamp (403) is what many of them check.
 */
export const saveStamped = (
  client: EditorClient,
  doc: string,
  text: string,
  stamps: readonly PlacedStamp[],
) =>
  client.docSet(doc, {
    content: stampedContent(text, stamps),
    font: 'PT Serif',
    padding: '40 40 40 40',
  });

/**
 * A stamp's picture: a 60 × 60 PNG of one opaque colour, blue as given (a different blue per
 * stamp tells them apart), made without an image library (png-bytes.ts says why).
 */
export function stampPicture(blue: number): Buffer {
  const side = 60;
  const row = Buffer.alloc(1 + side * 4); // filter byte 0 (none), then the pixels
  for (let x = 0; x < side; x += 1) row.set([0, 0, blue, 255], 1 + x * 4);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: side }, () => row)));
  return pngBytes({ width: side, height: side }, 6, pixels);
}

/** The owner uploads a stamp or signature (its picture in this blue) to the profile: its id. */
export async function uploadStamp(
  owner: EditorClient,
  kind: PlacedStamp['kind'],
  name: string,
  blue: number,
): Promise<string> {
  const response = await owner.visitor.upload(accountPaths.profileStampUpload, stampPicture(blue), {
    kind,
    name,
  });
  if (response.status !== 200)
    throw new Error(`profile-stamp-upload ${response.status}: ${await response.text()}`);
  return ((await response.json()) as StampUploadAnswer).stamp.id;
}

/**
 * The owner grants the member access to the owner's account with this permission, and the member
 * switches into it: from then on the member works in the owner's account (and the member's
 * profile reads as the owner's, so take the member's own id before).
 */
export async function joinAccount(
  owner: EditorClient,
  member: EditorClient & { email: string },
  permission: Permission,
) {
  const granted = await owner.visitor.post(accountPaths.accessGrant, {
    user: member.email,
    permissions: permission,
  });
  if (granted.status !== 200)
    throw new Error(`access-grant ${granted.status}: ${await granted.text()}`);
  await member.switchInto(await owner.userId());
}
