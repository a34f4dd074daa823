import { randomUUID } from 'node:crypto';
import {
  parsePermissions,
  PERMISSIONS,
  type AccessGrantInfo,
  type Permission,
  type PermissionFlags,
} from '@gramota/contracts';
import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../shared/db-errors';
import { accountError, ForbiddenError } from '../../errors';
import type { Clock } from '../../shared/clock';
import type { User, UsersService } from '../auth';
import { AccessGrant } from './access-grant.entity';

/**
 * The permissions field: a comma list (form) or an array (JSON). Unknown names are refused, an
 * empty set too; the result is in PERMISSIONS order, without repeats.
 */
export function permissionsField(value: unknown, field = 'permissions'): Permission[] {
  let names: unknown[];
  if (Array.isArray(value)) names = value;
  else if (typeof value === 'string') names = value.split(',');
  else if (value === undefined || value === null) names = [];
  else throw accountError(400, 'access_permissions_invalid', field);
  const chosen = new Set<string>();
  for (const name of names) {
    if (typeof name !== 'string') throw accountError(400, 'access_permissions_invalid', field);
    const trimmed = name.trim();
    if (trimmed === '') continue;
    if (!(PERMISSIONS as readonly string[]).includes(trimmed))
      throw accountError(400, 'access_permissions_invalid', field);
    chosen.add(trimmed);
  }
  if (chosen.size === 0) throw accountError(400, 'access_permissions_empty', field);
  return PERMISSIONS.filter((name) => chosen.has(name));
}

export function toGrantInfo(grant: AccessGrant, member: User): AccessGrantInfo {
  return {
    id: grant.id,
    member_id: member.id,
    member_name: member.name,
    member_email: member.email ?? '',
    permissions: permissionsOf(grant),
    created: grant.createdAt.toISOString(),
  };
}

function permissionsOf(grant: AccessGrant): Permission[] {
  const flags = parsePermissions(grant.permissions);
  return PERMISSIONS.filter((name) => flags[name]);
}

export interface ActiveGrant {
  owner: User;
  permissions: PermissionFlags;
}

/** Owners granting, members switching in. No Koa here. */
export class AccessService {
  private readonly grants: Repository<AccessGrant>;

  constructor(
    dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {
    this.grants = dataSource.getRepository(AccessGrant);
  }

  async list(ownerId: string): Promise<AccessGrantInfo[]> {
    const grants = await this.grants.find({
      where: { ownerId },
      relations: { member: true },
      order: { createdAt: 'ASC' },
    });
    return grants.flatMap((grant) => (grant.member ? [toGrantInfo(grant, grant.member)] : []));
  }

  /** Grants (or, for someone who already has access, replaces) access to a registered user. */
  async grant(owner: User, memberRef: string, permissions: Permission[]): Promise<AccessGrantInfo> {
    const member = await this.users.findByEmailOrId(memberRef);
    if (member?.id === owner.id) throw accountError(400, 'access_self', 'user');
    if (!member || !member.login) throw accountError(404, 'access_user_not_found', 'user');
    const text = permissions.join(',');
    const existing = await this.grants.findOneBy({ ownerId: owner.id, memberId: member.id });
    if (existing) {
      await this.grants.update({ id: existing.id }, { permissions: text });
      return toGrantInfo({ ...existing, permissions: text }, member);
    }
    const grant: AccessGrant = {
      id: randomUUID(),
      ownerId: owner.id,
      memberId: member.id,
      permissions: text,
      createdAt: this.clock(),
    };
    try {
      await this.grants.insert(grant);
    } catch (error) {
      // The same grant made twice at once: the second one is an update.
      if (isUniqueViolation(error)) return this.grant(owner, memberRef, permissions);
      throw error;
    }
    return toGrantInfo(grant, member);
  }

  async update(
    ownerId: string,
    grantId: string,
    permissions: Permission[],
  ): Promise<AccessGrantInfo> {
    const grant = await this.ownGrant(ownerId, grantId);
    const text = permissions.join(',');
    await this.grants.update({ id: grant.id }, { permissions: text });
    return toGrantInfo({ ...grant, permissions: text }, grant.member!);
  }

  /** Sessions switched in under this grant fall back to their own account on their next request. */
  async revoke(ownerId: string, grantId: string): Promise<void> {
    const grant = await this.ownGrant(ownerId, grantId);
    await this.grants.delete({ id: grant.id });
  }

  /** The grant that lets `memberId` work in `ownerId`'s account, with the owner; null if none. */
  async active(ownerId: string, memberId: string): Promise<ActiveGrant | null> {
    const grant = await this.grants.findOne({
      where: { ownerId, memberId },
      relations: { owner: true },
    });
    if (!grant?.owner) return null;
    return { owner: grant.owner, permissions: parsePermissions(grant.permissions) };
  }

  async requireActive(ownerId: string, memberId: string): Promise<ActiveGrant> {
    const grant = await this.active(ownerId, memberId);
    if (!grant) throw new ForbiddenError();
    return grant;
  }

  /** Accounts that granted `memberId` access: owner id → { name } (profile-get's users_access). */
  async ownersOf(memberId: string): Promise<Record<string, { name: string }>> {
    const grants = await this.grants.find({
      where: { memberId },
      relations: { owner: true },
      order: { createdAt: 'ASC' },
    });
    const owners: Record<string, { name: string }> = {};
    for (const grant of grants) {
      if (grant.owner)
        owners[grant.owner.id] = { name: grant.owner.name || grant.owner.email || grant.owner.id };
    }
    return owners;
  }

  private async ownGrant(ownerId: string, grantId: string): Promise<AccessGrant> {
    const grant = await this.grants.findOne({
      where: { id: grantId, ownerId },
      relations: { member: true },
    });
    if (!grant?.member) throw accountError(404, 'not_found', 'grant_id');
    return grant;
  }
}
