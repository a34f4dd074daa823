import { DOCS_LIMITS, type CreaterCheckAnswer } from '@gramota/contracts';
import { In, type DataSource } from 'typeorm';
import { Doc } from './doc.entity';
import type { TemplateLookup } from './docs-create.service';
import { badRequest, notFound, type Selection } from '../folders';

/** What the check needs from the licences module. */
export interface ProLicences {
  isProForTemplate(userId: string, templateId: string): Promise<boolean>;
}

/**
 * docs-creater-check (seed 000 §4 Create-files job, §6 PRO, §8): may these documents go to the
 * bulk "create files" job? Folders → need-only-docs; more than 30 → more_than_30; a PRO template
 * without the account's licence for it → need-pro.
 */
export class DocsCreatorCheckService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly templates: TemplateLookup,
    private readonly licences: ProLicences,
  ) {}

  async check(userId: string, selection: Selection): Promise<CreaterCheckAnswer> {
    if (selection.folders.length > 0) return { result: 'false', alert: 'need-only-docs' };
    if (selection.docs.length > DOCS_LIMITS.createFilesMax)
      throw badRequest('more_than_30', 'data_id');
    const docs = await this.dataSource.getRepository(Doc).find({
      select: { id: true, trashed: true, templateId: true, pro: true },
      where: { id: In(selection.docs), userId },
    });
    if (docs.length !== selection.docs.length) throw notFound('data_id');
    if (docs.some((doc) => doc.trashed)) throw badRequest('in_trash', 'data_id');
    const proWhenMade = new Map<string, boolean>();
    for (const doc of docs)
      proWhenMade.set(doc.templateId, (proWhenMade.get(doc.templateId) ?? false) || doc.pro);
    for (const [templateId, madePro] of proWhenMade) {
      // The template's PRO flag as it is now; the doc's copy when the template is gone.
      const template = await this.templates.templateSet(templateId);
      const pro = template ? template.pro === '1' : madePro;
      if (pro && !(await this.licences.isProForTemplate(userId, templateId)))
        return { result: 'false', alert: 'need-pro' };
    }
    return { result: 'success' };
  }
}
