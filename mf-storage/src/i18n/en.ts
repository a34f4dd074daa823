import { driveGroupEn } from '../drive-group/drive-group.strings';
import type { StorageStrings } from './ru';

export const en: StorageStrings = {
  drive: {
    emptyTitle: 'Drive is empty',
    emptyText: 'Folders of files made in mass creation are kept here.',
    action: 'To my documents',
  },
  driveGroup: driveGroupEn,
};
