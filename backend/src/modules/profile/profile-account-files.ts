import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { User } from '../auth';
import { Stamp } from './stamp.entity';

/** An account's stamps and signatures (private) and its userpic (public, random name). */
export function profileAccountFiles(dataDir: string) {
  const stampsDir = path.join(dataDir, 'private', 'stamps');
  const userpicDir = path.join(dataDir, 'public', 'userpic');
  return async (userId: string, manager: EntityManager): Promise<string[]> => {
    const stamps = await manager.getRepository(Stamp).find({ where: { userId } });
    const user = await manager.getRepository(User).findOneBy({ id: userId });
    const userpic = /^\/data\/userpic\/([A-Za-z0-9-]+\.webp)$/.exec(user?.userpic ?? '')?.[1];
    return [
      ...stamps.map((stamp) => path.join(stampsDir, stamp.file)),
      ...(userpic ? [path.join(userpicDir, userpic)] : []),
    ];
  };
}
