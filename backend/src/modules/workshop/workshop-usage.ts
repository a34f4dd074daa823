import { workshopTemplateId } from '@gramota/contracts';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { Doc } from '../docs';
import type { TemplateUsage } from './workshop-answers';

/**
 * What uses a template: the account's documents made from 'ws:{id}:0' (trashed ones too: they can
 * come back), and its files in the storage, always 0 until the storage keeps templates' files
 * (issue 17), so editing is never blocked yet.
 */
export class WorkshopUsage {
  constructor(private readonly dataSource: DataSource) {}

  async of(userId: string, ids: number[]): Promise<Map<number, TemplateUsage>> {
    const usage = new Map(ids.map((id) => [id, { count_doc: 0, count_storage: 0 }]));
    if (ids.length === 0) return usage;
    const byTemplate = new Map(ids.map((id) => [workshopTemplateId(id), id]));
    const rows = await this.dataSource
      .getRepository(Doc)
      .createQueryBuilder('doc')
      .select('doc.templateId', 'templateId')
      .addSelect('COUNT(*)', 'count')
      .where({ userId, templateId: In([...byTemplate.keys()]) })
      .groupBy('doc.templateId')
      .getRawMany<{ templateId: string; count: string | number }>();
    for (const row of rows) {
      const id = byTemplate.get(row.templateId);
      if (id !== undefined) usage.get(id)!.count_doc = Number(row.count);
    }
    return usage;
  }

  async one(userId: string, id: number): Promise<TemplateUsage> {
    return (await this.of(userId, [id])).get(id)!;
  }

  /**
   * Documents of anyone made from these templates: a shared template's users count too, since
   * deleting it would take their documents' background away.
   */
  async documentsUsing(manager: EntityManager, ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    return manager.countBy(Doc, { templateId: In(ids.map((id) => workshopTemplateId(id))) });
  }
}
