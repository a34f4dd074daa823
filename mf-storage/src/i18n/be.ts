import { driveGroupBe } from '../drive-group/drive-group.strings.be';
import { be as storageBe } from '../storage/i18n/be';
import type { StorageStrings } from './ru';
import type { Translation } from './translation';

export const be: Translation<StorageStrings> = {
  ...storageBe,
  driveGroup: driveGroupBe,
};
