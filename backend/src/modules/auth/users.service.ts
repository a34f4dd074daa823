import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { createApiKey } from './session-token';
import { User } from './user.entity';

export class UsersService {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  /** The account every first visit gets; all other columns take their defaults. */
  async createAnonymous(): Promise<User> {
    const user = this.users.create({ id: randomUUID(), apiKey: createApiKey(), login: false });
    await this.users.insert(user);
    return this.users.findOneByOrFail({ id: user.id });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async remove(id: string): Promise<void> {
    await this.users.delete({ id });
  }

  count(): Promise<number> {
    return this.users.count();
  }
}
