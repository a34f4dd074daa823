import { driveGroupEn } from '../drive-group/drive-group.strings';
import type { StorageStrings } from './ru';

export const en: StorageStrings = {
  driveGroup: driveGroupEn,
};
