/** Russian strings of the area (namespace 'ready'); en.ts mirrors the keys. */
export const ru = {
  ready: {
    emptyTitle: 'Готовых файлов пока нет',
    emptyText:
      'Здесь появятся файлы, которые вы распечатаете, скачаете или отправите из редактора.',
    action: 'К моим документам',
  },
};

export type ReadyStrings = typeof ru;
