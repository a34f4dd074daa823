import { isLanguage, type Language } from '@gramota/contracts';
import { In, type DataSource, type Repository } from 'typeorm';
import type { AuditActor } from '../audit';
import { User } from '../auth';
import { Doc } from '../docs';
import { Stamp } from '../profile';
import { StampChosen } from './stamp-chosen.entity';
import { StampRequest } from './stamp-request.entity';

/** Who is acting, in which account: the owner acts in their own; a member is switched in. */
export interface VaultCaller {
  accountId: string;
  actor: AuditActor;
  /**
   * Someone editing a workshop template shared with them from another account: not working in
   * the stamps' account, so they place none of its stamps.
   */
  outsider?: boolean;
}

/** The vault's one question the requests and the placement checks ask (StampVault's). */
export interface PlacementRule {
  /** May the caller place `stamp`, on any document (no `docId`) or on that one. */
  mayPlace(caller: VaultCaller, stamp: Stamp, docId?: number): Promise<boolean>;
}

export const languageOf = (code: string | undefined): Language => (isLanguage(code) ? code : 'ru');

export const isOwner = (caller: VaultCaller) => caller.actor.id === caller.accountId;

/** The stamps of these ids (of one account, when given), by id. */
export async function stampsById(
  stamps: Repository<Stamp>,
  ids: string[],
  accountId?: string,
): Promise<Map<string, Stamp>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const found = await stamps.findBy({
    id: In(unique),
    ...(accountId !== undefined && { userId: accountId }),
  });
  return new Map(found.map((stamp) => [stamp.id, stamp]));
}

/** The tables the vault's three services read, made once by the module. */
export interface VaultTables {
  stamps: Repository<Stamp>;
  chosen: Repository<StampChosen>;
  requests: Repository<StampRequest>;
  docs: Repository<Doc>;
  users: Repository<User>;
}

export function vaultTables(dataSource: DataSource): VaultTables {
  return {
    stamps: dataSource.getRepository(Stamp),
    chosen: dataSource.getRepository(StampChosen),
    requests: dataSource.getRepository(StampRequest),
    docs: dataSource.getRepository(Doc),
    users: dataSource.getRepository(User),
  };
}
