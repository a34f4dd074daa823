import { driveGroupIt } from '../drive-group/drive-group.strings.it';
import { it as storageIt } from '../storage/i18n/it';
import type { StorageStrings } from './ru';
import type { Translation } from './translation';

export const it: Translation<StorageStrings> = {
  ...storageIt,
  driveGroup: driveGroupIt,
};
