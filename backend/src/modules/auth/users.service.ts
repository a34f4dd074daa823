import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { createApiKey } from './session-token';
import { User } from './user.entity';

export class UsersService {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  /** An anonymous account, stored at once; all other columns take their defaults. */
  async createAnonymous(
    identity: { id: string; apiKey: string } = { id: randomUUID(), apiKey: createApiKey() },
    manager?: EntityManager,
  ): Promise<User> {
    const repository = manager ? manager.getRepository(User) : this.users;
    await repository.insert(repository.create({ ...identity, login: false }));
    return repository.findOneByOrFail({ id: identity.id });
  }

  /**
   * Stores a pending visitor's anonymous account unless it is stored already (a parallel first
   * write of the same visitor): no unique violation, so it can run inside a PostgreSQL transaction.
   */
  async insertAnonymousIfMissing(
    identity: { id: string; apiKey: string },
    manager: EntityManager,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({ ...identity, login: false })
      .orIgnore()
      .execute();
  }

  /**
   * A visitor who has kept nothing yet, as an unsaved account with the columns' defaults: reads
   * see an empty account, and nothing is written until the visitor keeps something.
   */
  unsavedAnonymous(identity: { id: string; apiKey: string }, now: Date): User {
    return this.users.create({
      ...identity,
      email: null,
      passwordHash: null,
      name: '',
      login: false,
      settings: '{}',
      dev: '',
      timezone: 'Europe/Moscow',
      currency: 'RUB',
      userpic: '',
      createdAt: now,
      updatedAt: now,
    });
  }

  async exists(id: string): Promise<boolean> {
    return (await this.users.countBy({ id })) > 0;
  }

  /** A registered account made from scratch (registering while already logged in elsewhere). */
  async createRegistered(
    fields: Pick<User, 'email' | 'name' | 'passwordHash'>,
    manager?: EntityManager,
    identity: { id: string; apiKey: string } = { id: randomUUID(), apiKey: createApiKey() },
  ): Promise<User> {
    const repository = manager ? manager.getRepository(User) : this.users;
    const user = repository.create({
      ...identity,
      login: true,
      ...fields,
    });
    await repository.insert(user);
    return repository.findOneByOrFail({ id: user.id });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** `email` as stored: trimmed and lower-cased. */
  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** An id (UUID) or an e-mail, as typed by an owner granting access or by the operator. */
  async findByEmailOrId(emailOrId: string): Promise<User | null> {
    const value = emailOrId.trim();
    if (value.includes('@')) return this.findByEmail(value.toLowerCase());
    if (!/^[0-9a-f-]{36}$/i.test(value)) return null;
    return this.findById(value.toLowerCase());
  }

  async update(id: string, fields: Partial<Omit<User, 'id' | 'apiKey'>>): Promise<void> {
    await this.users.update({ id }, fields);
  }

  async remove(id: string): Promise<void> {
    await this.users.delete({ id });
  }

  count(): Promise<number> {
    return this.users.count();
  }
}
