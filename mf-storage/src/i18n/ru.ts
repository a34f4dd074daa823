import { driveGroupRu } from '../drive-group/drive-group.strings';
import { ru as storageRu } from '../storage/i18n/ru';

/**
 * Russian strings of the area's namespace 'storage': the storage's own (src/storage/i18n) and the
 * drive group page's. Each other language's file (en.ts, uk.ts…) assembles the same parts and is
 * loaded only when that language is chosen (register-strings.ts).
 */
export const ru = {
  ...storageRu,
  driveGroup: driveGroupRu,
};

export type StorageStrings = typeof ru;
