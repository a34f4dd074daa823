import { driveGroupDe } from '../drive-group/drive-group.strings.de';
import { de as storageDe } from '../storage/i18n/de';
import type { StorageStrings } from './ru';
import type { Translation } from './translation';

export const de: Translation<StorageStrings> = {
  ...storageDe,
  driveGroup: driveGroupDe,
};
