import { randomUUID } from 'node:crypto';
import { LICENCE_KINDS, type LicenceInfo, type LicenceKind } from '@gramota/contracts';
import {
  In,
  LessThanOrEqual,
  MoreThanOrEqual,
  type DataSource,
  type EntityManager,
  type FindOptionsWhere,
  type Repository,
} from 'typeorm';
import type { Clock } from '../../shared/clock';
import { Licence } from './licence.entity';

/** Template ids look like 'ru:12:0' (language, template, variant). */
export const TEMPLATE_ID_PATTERN = /^[a-z]{2}:\d{1,10}:\d{1,4}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export class LicenceInputError extends Error {
  override name = 'LicenceInputError';
}

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isLicenceKind(value: string): value is LicenceKind {
  return (LICENCE_KINDS as readonly string[]).includes(value);
}

export interface LicenceGrant {
  kind: LicenceKind;
  templateId?: string | null;
  /** Default: today (UTC). */
  from?: string;
  until: string;
}

/** What profile-get and the editor need in one go. */
export interface LicenceStatus {
  workshop: boolean;
  school: boolean;
  allTemplates: boolean;
}

/** Licences are the only source of PRO status on the server. */
export class LicencesService {
  private readonly licences: Repository<Licence>;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.licences = dataSource.getRepository(Licence);
  }

  /** Today as a UTC calendar day, the unit licence dates are written in. */
  today(): string {
    return this.clock().toISOString().slice(0, 10);
  }

  async grant(userId: string, input: LicenceGrant): Promise<Licence> {
    const from = input.from ?? this.today();
    if (!isLicenceKind(input.kind))
      throw new LicenceInputError(`Unknown kind ${input.kind}: use ${LICENCE_KINDS.join(', ')}`);
    if (!isCalendarDate(from)) throw new LicenceInputError(`Not a date (YYYY-MM-DD): ${from}`);
    if (!isCalendarDate(input.until))
      throw new LicenceInputError(`Not a date (YYYY-MM-DD): ${input.until}`);
    if (input.until < from)
      throw new LicenceInputError(`The end ${input.until} is before the start ${from}`);
    const templateId = input.templateId ?? null;
    if (input.kind === 'template') {
      if (!templateId || !TEMPLATE_ID_PATTERN.test(templateId))
        throw new LicenceInputError('Kind template needs a template id like ru:12:0');
    } else if (templateId) {
      throw new LicenceInputError(`Kind ${input.kind} takes no template id`);
    }
    const licence: Licence = {
      id: randomUUID(),
      userId,
      kind: input.kind,
      templateId,
      dateStart: from,
      dateEnd: input.until,
      createdAt: this.clock(),
    };
    await this.licences.insert(licence);
    return licence;
  }

  /** Removes a licence; false when there was none with this id. */
  async revoke(id: string): Promise<boolean> {
    const result = await this.licences.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  findById(id: string): Promise<Licence | null> {
    return this.licences.findOneBy({ id });
  }

  /** Newest end date first. */
  async list(userId: string): Promise<LicenceInfo[]> {
    const today = this.today();
    const licences = await this.licences.find({
      where: { userId },
      order: { dateEnd: 'DESC', createdAt: 'DESC' },
    });
    return licences.map((licence) => ({
      id: licence.id,
      kind: licence.kind,
      template_id: licence.templateId,
      date_start: licence.dateStart,
      date_end: licence.dateEnd,
      active: licence.dateStart <= today && today <= licence.dateEnd,
    }));
  }

  /** PRO for this template: a licence for it, or for all templates, or a school one, active today. */
  async isProForTemplate(userId: string, templateId: string): Promise<boolean> {
    return this.hasActive(userId, [
      { kind: 'template', templateId },
      { kind: In(['all-templates', 'school']) },
    ]);
  }

  hasWorkshopPlan(userId: string): Promise<boolean> {
    return this.hasActive(userId, [{ kind: 'workshop' }]);
  }

  isSchool(userId: string): Promise<boolean> {
    return this.hasActive(userId, [{ kind: 'school' }]);
  }

  /** All templates are PRO: an all-templates or a school licence. */
  isTemplateAllActive(userId: string): Promise<boolean> {
    return this.hasActive(userId, [{ kind: In(['all-templates', 'school']) }]);
  }

  async status(userId: string): Promise<LicenceStatus> {
    const today = this.today();
    const active = await this.licences.find({
      where: { userId, dateStart: LessThanOrEqual(today), dateEnd: MoreThanOrEqual(today) },
      select: { id: true, kind: true },
    });
    const kinds = new Set(active.map((licence) => licence.kind));
    return {
      workshop: kinds.has('workshop'),
      school: kinds.has('school'),
      allTemplates: kinds.has('all-templates') || kinds.has('school'),
    };
  }

  private async hasActive(
    userId: string,
    conditions: Array<FindOptionsWhere<Licence>>,
  ): Promise<boolean> {
    const today = this.today();
    return this.licences.exists({
      where: conditions.map((condition) => ({
        ...condition,
        userId,
        dateStart: LessThanOrEqual(today),
        dateEnd: MoreThanOrEqual(today),
      })),
    });
  }
}

/** Licences bought while anonymous go along when the visitor logs in (the account merge). */
export async function moveLicences(
  fromUserId: string,
  toUserId: string,
  manager: EntityManager,
): Promise<void> {
  await manager.getRepository(Licence).update({ userId: fromUserId }, { userId: toUserId });
}
