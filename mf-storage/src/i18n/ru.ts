import { driveGroupRu } from '../drive-group/drive-group.strings';
/** Russian strings of the area (namespace 'storage'); en.ts mirrors the keys. */
export const ru = {
  drive: {
    emptyTitle: 'Диск пуст',
    emptyText: 'Здесь хранятся папки с файлами, созданными массово.',
    action: 'К моим документам',
  },
  driveGroup: driveGroupRu,
};

export type StorageStrings = typeof ru;
