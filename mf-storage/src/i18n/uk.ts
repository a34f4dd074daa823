import { driveGroupUk } from '../drive-group/drive-group.strings.uk';
import { uk as storageUk } from '../storage/i18n/uk';
import type { StorageStrings } from './ru';
import type { Translation } from './translation';

export const uk: Translation<StorageStrings> = {
  ...storageUk,
  driveGroup: driveGroupUk,
};
