import { ACCOUNT_LIMITS } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../shared/db-errors';
import { BadRequestError, accountError } from '../../errors';
import { runAccountMergers, type AccountMerger } from './account-mergers';
import type { PasswordHasher } from './passwords';
import { User } from './user.entity';
import type { UsersService } from './users.service';

/** Characters a display name may not hold: control characters (newlines, NUL...). */
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/** An optional display name: trimmed, control characters dropped, at most 100 characters. */
export function nameField(value: unknown, field = 'name'): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new BadRequestError(`${field} must be text`, field);
  const name = value.replace(CONTROL_CHARACTERS, ' ').trim();
  if (name.length > ACCOUNT_LIMITS.nameMax) throw accountError(400, 'name_too_long', field);
  return name;
}

/** Settings of both accounts, the target's winning key by key. Unreadable text counts as empty. */
export function mergeSettingsText(fromText: string, toText: string): string {
  const read = (text: string): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(text || '{}');
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  };
  return JSON.stringify({ ...read(fromText), ...read(toText) });
}

/** Registration, passwords, e-mail and the anonymous-to-registered merge. No Koa here. */
export class AccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    /** What moves into the account on a merge: every module's merger (app.ts lists them). */
    private readonly mergers: readonly AccountMerger[],
  ) {}

  /**
   * Registers `email`. An anonymous `actor` becomes the registered account itself (keeping all its
   * data and its api key); a visitor who has kept nothing (`stored` false) gets the account stored
   * under the identity they already use; a logged-in actor gets a new account.
   */
  async register(
    actor: User,
    input: { email: string; password: string; name: string | undefined },
    stored = true,
  ): Promise<User> {
    if (await this.users.findByEmail(input.email)) throw accountError(409, 'email_taken', 'email');
    const passwordHash = await this.hasher.hash(input.password);
    try {
      if (!stored) {
        return await this.users.createRegistered(
          { email: input.email, name: input.name ?? '', passwordHash },
          undefined,
          { id: actor.id, apiKey: actor.apiKey },
        );
      }
      if (actor.login) {
        return await this.users.createRegistered({
          email: input.email,
          name: input.name ?? '',
          passwordHash,
        });
      }
      await this.users.update(actor.id, {
        email: input.email,
        passwordHash,
        login: true,
        ...(input.name !== undefined ? { name: input.name } : {}),
      });
      return await this.requireUser(actor.id);
    } catch (error) {
      // Two registrations of one address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw accountError(409, 'email_taken', 'email');
      throw error;
    }
  }

  /** The account when `password` is right, else null. Old-cost hashes are upgraded on the way. */
  async checkPassword(email: string, password: string): Promise<User | null> {
    const user = await this.users.findByEmail(email);
    if (!user?.passwordHash) return null;
    const { ok, rehash } = await this.hasher.verify(user.passwordHash, password);
    if (!ok) return null;
    if (rehash)
      await this.users.update(user.id, { passwordHash: await this.hasher.hash(password) });
    return user;
  }

  async setPassword(userId: string, password: string): Promise<void> {
    await this.users.update(userId, { passwordHash: await this.hasher.hash(password) });
  }

  /** For a logged-in account without an e-mail (e.g. a social sign-in that gave none). */
  async setEmail(user: User, email: string): Promise<void> {
    if (user.email) throw accountError(400, 'email_already_set', 'email');
    const owner = await this.users.findByEmail(email);
    if (owner) throw accountError(409, 'email_taken', 'email');
    try {
      await this.users.update(user.id, { email });
    } catch (error) {
      if (isUniqueViolation(error)) throw accountError(409, 'email_taken', 'email');
      throw error;
    }
  }

  /**
   * Moves everything of the anonymous account `fromUserId` into `toUserId` (the modules' mergers:
   * documents, folders, files, licences...), merges the settings (the target's win) and deletes
   * the emptied anonymous account with its sessions. One transaction: all or nothing.
   */
  async mergeInto(fromUserId: string, toUserId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const from = await users.findOneBy({ id: fromUserId });
      const to = await users.findOneBy({ id: toUserId });
      if (!from || !to) throw new Error('mergeInto: an account is missing');
      if (from.login) throw new Error('mergeInto: only an anonymous account is merged away');
      await runAccountMergers(this.mergers, fromUserId, toUserId, manager);
      await users.update(
        { id: toUserId },
        { settings: mergeSettingsText(from.settings, to.settings) },
      );
      await users.delete({ id: fromUserId });
    });
  }

  async requireUser(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new Error(`User ${id} vanished`);
    return user;
  }
}
