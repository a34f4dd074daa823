import { driveGroupKz } from '../drive-group/drive-group.strings.kz';
import { kz as storageKz } from '../storage/i18n/kz';
import type { StorageStrings } from './ru';
import type { Translation } from './translation';

export const kz: Translation<StorageStrings> = {
  ...storageKz,
  driveGroup: driveGroupKz,
};
