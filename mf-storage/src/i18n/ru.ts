import { driveGroupRu } from '../drive-group/drive-group.strings';
/** Russian strings of the area (namespace 'storage'); en.ts mirrors the keys. */
export const ru = {
  driveGroup: driveGroupRu,
};

export type StorageStrings = typeof ru;
