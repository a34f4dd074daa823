import { driveGroupEn } from '../drive-group/drive-group.strings.en';
import { en as storageEn } from '../storage/i18n/en';

// Not typed StorageStrings: English says its counts with _one/_other where Russian has one text.
export const en = {
  ...storageEn,
  driveGroup: driveGroupEn,
};
