import { WORKSHOP_LIMITS, workshopIdOfTemplate } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { WorkshopTemplate } from './workshop-template.entity';

/** What the plan rules need of the licences module. */
export interface WorkshopLicences {
  hasWorkshopPlan(userId: string): Promise<boolean>;
}

/**
 * seed 001 §6 (the contract's header): with no template yet anyone signed in may add one (create,
 * upload, copy); with one or more, only on the workshop plan. Trashed templates count until they
 * are deleted forever, or emptying the trash would be a way round the plan.
 */
export function mayAddTemplate(templates: number, paid: boolean): boolean {
  return paid || templates < WORKSHOP_LIMITS.freeTemplates;
}

/** Making a document from a workshop template while the account has more than the free one. */
export function mayMakeDocument(templates: number, paid: boolean): boolean {
  return paid || templates <= WORKSHOP_LIMITS.freeTemplates;
}

/** The plan rules on the account's rows and licences (the uploads module calls mayAddTemplate). */
export class WorkshopPlan {
  constructor(
    private readonly dataSource: DataSource,
    private readonly licences: WorkshopLicences,
  ) {}

  /** Active templates and those in the trash. */
  templateCount(userId: string): Promise<number> {
    return this.dataSource.getRepository(WorkshopTemplate).countBy({ userId });
  }

  isPaid(userId: string): Promise<boolean> {
    return this.licences.hasWorkshopPlan(userId);
  }

  async mayAddTemplate(userId: string): Promise<boolean> {
    const count = await this.templateCount(userId);
    return mayAddTemplate(
      count,
      count < WORKSHOP_LIMITS.freeTemplates || (await this.isPaid(userId)),
    );
  }

  /** The docs module's WorkshopGate: true when create-doc must answer 'workshop-pay'. */
  async needsWorkshopPay(userId: string, templateId: string): Promise<boolean> {
    if (workshopIdOfTemplate(templateId) === null) return false;
    const count = await this.templateCount(userId);
    if (mayMakeDocument(count, false)) return false;
    return !(await this.isPaid(userId));
  }
}
