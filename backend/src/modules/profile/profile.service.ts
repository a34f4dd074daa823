import { parsePermissions, type ProfileAnswer, type Settings } from '@gramota/contracts';
import type { DataSource, Repository } from 'typeorm';
import { AppError, ForbiddenError, NotFoundError } from '../../errors';
import { User } from '../auth';
import { mergeSettings, readStoredSettings } from './profile.settings';

/** Compare-and-swap attempts before giving up on a settings row that keeps changing under us. */
const SETTINGS_WRITE_ATTEMPTS = 5;

export class ProfileService {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  /** The api key in the URL must be the caller's own: a key alone never opens a profile. */
  getProfile(user: User, userKey: string): ProfileAnswer {
    if (userKey !== user.apiKey) throw new ForbiddenError();
    return toProfileAnswer(user);
  }

  /**
   * Merges a validated partial settings object into the stored one. The write is a compare-and-swap
   * on the previous text, so two tabs (or two backend instances) changing different settings at
   * once both win, without a transaction or a lock.
   */
  async updateSettings(userId: string, patch: Settings): Promise<Settings> {
    for (let attempt = 0; attempt < SETTINGS_WRITE_ATTEMPTS; attempt += 1) {
      const row = await this.users.findOne({
        where: { id: userId },
        select: { id: true, settings: true },
      });
      if (!row) throw new NotFoundError();
      const merged = mergeSettings(readStoredSettings(row.settings), patch);
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

export function toProfileAnswer(user: User): ProfileAnswer {
  // Granted access (is_access) arrives with the access module; until then everyone is themself.
  const permissionsStr = '';
  return {
    result: 'success',
    id: user.id,
    name: user.name,
    email: user.email ?? '',
    userpic: user.userpic,
    login: user.login,
    settings: readStoredSettings(user.settings),
    is_access: 'false',
    permissions_str: permissionsStr,
    permissions: parsePermissions(permissionsStr),
    users_access: {},
    dev: user.dev === 'dev' ? 'dev' : '',
    currency: user.currency,
    is_workshop_pay: user.isWorkshopPay ? '1' : '0',
    timezone: user.timezone,
    oauth: {},
    yadisk: false,
  };
}
