import type { EntityManager } from 'typeorm';
import { ReadyFile } from './ready-file.entity';
import { readyFileKeys } from './ready.service';

/** The made files (JPEG, thumbnail, PDF) of an account, for removing the account with them. */
export function readyAccountFiles() {
  return async (userId: string, manager: EntityManager): Promise<string[]> => {
    const files = await manager
      .getRepository(ReadyFile)
      .find({ where: { userId }, select: { id: true, filename: true } });
    return files.flatMap((file) => Object.values(readyFileKeys(file)));
  };
}
