import { driveGroupRu } from '../drive-group/drive-group.strings';
/** Russian strings of the area (namespace 'storage'); en.ts mirrors the keys. */
export const ru = {
  storage: {
    emptyTitle: 'Хранилище пусто',
    emptyText:
      'Храните готовые файлы в папках и делитесь ими с коллегами для просмотра или редактирования.',
    action: 'К готовым файлам',
  },
  drive: {
    emptyTitle: 'Диск пуст',
    emptyText: 'Здесь хранятся папки с файлами, созданными массово.',
    action: 'К моим документам',
  },
  driveGroup: driveGroupRu,
};

export type StorageStrings = typeof ru;
