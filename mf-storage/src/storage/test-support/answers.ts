import type {
  StorageDocument,
  StorageFolder,
  StorageGetAnswer,
  StorageOwner,
} from '@gramota/contracts';

export const olga: StorageOwner = { name: 'Olga Petrova', email: 'olga@school.example' };

export const storageDocument = (
  id: string,
  name: string,
  extra: Partial<StorageDocument> = {},
): StorageDocument => ({
  id,
  name,
  file: `/data/storage/${id}_a1b2.pdf`,
  thum: `/data/storage/${id}_a1b2_th.webp`,
  time: Date.UTC(2026, 10, 5, 10, Number(id) % 60),
  type: 'a4',
  source: 'made',
  folder: null,
  share_type: 'users',
  ...extra,
});

export const storageFolder = (
  id: string,
  name: string,
  extra: Partial<StorageFolder> = {},
): StorageFolder => ({
  id,
  name,
  parent: null,
  time: Date.UTC(2026, 10, 1),
  share_type: 'users',
  ...extra,
});

export function storageAnswer(
  documents: readonly StorageDocument[],
  folders: readonly StorageFolder[] = [],
  extra: Partial<StorageGetAnswer> = {},
): StorageGetAnswer {
  return {
    result: 'success',
    folders: Object.fromEntries(folders.map((folder) => [folder.id, folder])),
    documents: Object.fromEntries(documents.map((document) => [document.id, document])),
    path: [],
    ...extra,
  };
}

/** A signed-in session of the account with key k1 (or a visitor, or a member switched in). */
export const loginCheck = (login = true, isAccess: 'true' | 'false' = 'false') =>
  [200, { result: 'success', login, user_key: 'k1', is_access: isAccess }] as [number, unknown];
