import {
  SPREADSHEET_LIMITS,
  type ClassListAnswer,
  type ClassListsAnswer,
  type ClassListSummary,
  type ImportedTable,
} from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { ClassList } from './class-list.entity';
import { badRequest, notFound } from './spreadsheet-errors';

const summary = (list: ClassList): ClassListSummary => ({
  id: String(list.id),
  name: list.name,
  rows: list.rowCount,
  headers: JSON.parse(list.headers) as string[],
  time: list.time,
});

/**
 * Class lists kept between runs, per account ("Save as class list"): saving under a name the
 * account already uses replaces that list; at most classListsMax lists.
 */
export class ClassListsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private get lists() {
    return this.dataSource.getRepository(ClassList);
  }

  async list(userId: string): Promise<ClassListsAnswer> {
    const lists = await this.lists.find({
      select: { id: true, name: true, rowCount: true, headers: true, time: true },
      where: { userId },
      order: { time: 'DESC', id: 'DESC' },
    });
    return { result: 'success', lists: lists.map(summary) };
  }

  async save(userId: string, name: string, table: ImportedTable): Promise<string> {
    const values = {
      headers: JSON.stringify(table.headers),
      rowCount: table.rows.length,
      tableJson: JSON.stringify(table),
      time: this.clock().getTime(),
    };
    return this.dataSource.transaction(async (manager) => {
      const lists = manager.getRepository(ClassList);
      const same = await lists.findOneBy({ userId, name });
      if (same) {
        await lists.update({ id: same.id }, values);
        return String(same.id);
      }
      if ((await lists.countBy({ userId })) >= SPREADSHEET_LIMITS.classListsMax)
        throw badRequest('class_lists_full');
      const saved = await lists.save({ userId, name, ...values });
      return String(saved.id);
    });
  }

  private async own(userId: string, id: number): Promise<ClassList> {
    const list = await this.lists.findOneBy({ id, userId });
    if (!list) throw notFound();
    return list;
  }

  async get(userId: string, id: number): Promise<ClassListAnswer> {
    const list = await this.own(userId, id);
    return {
      result: 'success',
      list: { ...summary(list), table: JSON.parse(list.tableJson) as ImportedTable },
    };
  }

  async remove(userId: string, id: number): Promise<void> {
    const list = await this.own(userId, id);
    await this.lists.delete({ id: list.id, userId });
  }
}
