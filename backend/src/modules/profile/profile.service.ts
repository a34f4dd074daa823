import {
  parsePermissions,
  PERMISSIONS,
  type PermissionFlags,
  type ProfileAnswer,
  type Settings,
} from '@gramota/contracts';
import type { DataSource, Repository } from 'typeorm';
import { AppError, accountError, ForbiddenError, NotFoundError } from '../../errors';
import type { AccessService } from '../access';
import { User } from '../auth';
import type { LicencesService } from '../licences';
import type { OAuthService } from '../oauth';
import { mergeSettings, readStoredSettings } from './profile.settings';

/** Compare-and-swap attempts before giving up on a settings row that keeps changing under us. */
const SETTINGS_WRITE_ATTEMPTS = 5;

/** Who asks: the session's person, the account they work in, and what they may do there. */
export interface ProfileViewer {
  actor: User;
  account: User;
  isAccess: boolean;
  permissions: PermissionFlags;
}

/** A time zone the runtime knows (IANA name); answered in its canonical spelling. */
export function timezoneField(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value === '' || value.length > 64)
    throw accountError(400, 'timezone_invalid', 'timezone');
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw accountError(400, 'timezone_invalid', 'timezone');
  }
}

export interface ProfileServiceDependencies {
  licences: LicencesService;
  access: AccessService;
  oauth: OAuthService;
  /** Whether a person has connected their cloud disk (the yadisk module); absent: never. */
  cloudDisk?: { isConnected(userId: string): Promise<boolean> };
}

export class ProfileService {
  private readonly users: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly deps: ProfileServiceDependencies,
  ) {
    this.users = dataSource.getRepository(User);
  }

  /**
   * The api key in the URL must be the current account's (the owner's while switched): a key alone
   * never opens a profile. While switched, the answer is the owner's profile as the member sees it:
   * is_access 'true', the grant's permissions, no sign-in connections or switch list.
   */
  async getProfile(viewer: ProfileViewer, userKey: string): Promise<ProfileAnswer> {
    const { account, actor, isAccess } = viewer;
    if (userKey !== account.apiKey) throw new ForbiddenError();
    const permissionsStr = isAccess
      ? PERMISSIONS.filter((name) => viewer.permissions[name]).join(',')
      : '';
    const licences = await this.deps.licences.status(account.id);
    return {
      result: 'success',
      id: account.id,
      name: account.name,
      email: account.email ?? '',
      userpic: account.userpic,
      login: actor.login,
      settings: readStoredSettings(account.settings),
      is_access: isAccess ? 'true' : 'false',
      permissions_str: permissionsStr,
      permissions: parsePermissions(permissionsStr),
      users_access: isAccess ? {} : await this.deps.access.ownersOf(actor.id),
      dev: account.dev === 'dev' ? 'dev' : '',
      currency: account.currency,
      is_workshop_pay: licences.workshop ? '1' : '0',
      is_school: licences.school ? '1' : '0',
      is_template_all_active: licences.allTemplates ? '1' : '0',
      timezone: account.timezone,
      oauth: isAccess ? {} : await this.deps.oauth.connections(account.id),
      has_password: isAccess ? false : Boolean(account.passwordHash),
      // The disk is the person's own (the yadisk module keys it by actor), also while switched.
      yadisk: (await this.deps.cloudDisk?.isConnected(actor.id)) ?? false,
    };
  }

  /** Name and time zone (the profile page); absent fields stay as they are. */
  async setProfile(userId: string, fields: { name?: string; timezone?: string }): Promise<void> {
    const changes: Partial<Pick<User, 'name' | 'timezone'>> = {};
    if (fields.name !== undefined) changes.name = fields.name;
    if (fields.timezone !== undefined) changes.timezone = fields.timezone;
    if (Object.keys(changes).length > 0) await this.users.update({ id: userId }, changes);
  }

  /**
   * Merges a validated partial settings object into the stored one. The write is a compare-and-swap
   * on the previous text, so two tabs (or two backend instances) changing different settings at
   * once both win, without a transaction or a lock.
   */
  updateSettings(userId: string, patch: Settings): Promise<Settings> {
    return this.modifySettings(userId, (stored) => mergeSettings(stored, patch));
  }

  /**
   * Rewrites the stored settings with `change` (given what is stored now, it answers the whole new
   * object), by the same compare-and-swap: a change that depends on the stored value (adding to
   * the my_fonts list) is computed again when another write got there first.
   */
  async modifySettings(userId: string, change: (stored: Settings) => Settings): Promise<Settings> {
    for (let attempt = 0; attempt < SETTINGS_WRITE_ATTEMPTS; attempt += 1) {
      const row = await this.users.findOne({
        where: { id: userId },
        select: { id: true, settings: true },
      });
      if (!row) throw new NotFoundError();
      const merged = change(readStoredSettings(row.settings));
      const text = JSON.stringify(merged);
      if (text === row.settings) return merged;
      const result = await this.users.update(
        { id: userId, settings: row.settings },
        { settings: text },
      );
      if (result.affected === 1) return merged;
    }
    throw new AppError(409, {
      result: 'error',
      error_text: 'Settings were changed elsewhere at the same time. Try again.',
    });
  }
}
