import { driveGroupEn } from '../drive-group/drive-group.strings';
import type { StorageStrings } from './ru';

export const en: StorageStrings = {
  storage: {
    emptyTitle: 'Storage is empty',
    emptyText: 'Keep ready files in folders and share them with colleagues to view or edit.',
    action: 'To ready files',
  },
  drive: {
    emptyTitle: 'Drive is empty',
    emptyText: 'Folders of files made in mass creation are kept here.',
    action: 'To my documents',
  },
  driveGroup: driveGroupEn,
};
