import type { EntityManager } from 'typeorm';
import { User } from '../auth';
import { Stamp } from './stamp.entity';
import { stampKey } from './stamps.service';
import { userpicKeyOf } from './userpic.service';

/**
 * An account's stamps and signatures (private) and its userpic (public, random name), as keys of
 * the file store.
 */
export function profileAccountFiles() {
  return async (userId: string, manager: EntityManager): Promise<string[]> => {
    const stamps = await manager.getRepository(Stamp).find({ where: { userId } });
    const user = await manager.getRepository(User).findOneBy({ id: userId });
    const userpic = userpicKeyOf(user?.userpic);
    return [...stamps.map((stamp) => stampKey(stamp.file)), ...(userpic ? [userpic] : [])];
  };
}
