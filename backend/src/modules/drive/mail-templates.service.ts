import {
  DEFAULT_MAIL_TEMPLATE_ID,
  DRIVE_LIMITS,
  type Language,
  type MailTemplate,
} from '@gramota/contracts';
import { z } from 'zod';
import type { DataSource } from 'typeorm';
import type { Fields } from '../../http/request-fields';
import type { Clock } from '../../shared/clock';
import { defaultMailTemplate } from './default-mail-template';
import { driveError, driveNotFound } from './drive-errors';
import { MailTemplateRow } from './mail-template.entity';

const ID = /^[1-9]\d{0,9}$/;

const asTemplate = (row: MailTemplateRow): MailTemplate => ({
  id: String(row.id),
  name: row.name,
  subject: row.subject,
  body: row.body,
});

/** A field of the template form: text without NUL, trimmed (the body keeps its inner lines). */
const textField = z
  .string()
  .refine((value) => !value.includes('\u0000'))
  .transform((value) => value.trim());

const saveSchema = z.object({
  id: z.string().optional(),
  name: textField,
  subject: textField,
  body: textField,
});

/**
 * An account's mail templates (issue 15 Drive create, /app/mails/templates/{id}/): the built-in
 * one ('default', in the reader's language, not changeable) and the account's own. Another
 * account's id is the same 404 as a missing one.
 */
export class MailTemplatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private get rows() {
    return this.dataSource.getRepository(MailTemplateRow);
  }

  async list(userId: string, language: Language): Promise<MailTemplate[]> {
    const own = await this.rows.find({ where: { userId }, order: { name: 'ASC', id: 'ASC' } });
    return [defaultMailTemplate(language), ...own.map(asTemplate)];
  }

  /** The template a run uses: null or 'default' is the built-in one. */
  async get(userId: string, id: string | number | null, language: Language): Promise<MailTemplate> {
    if (id === null || id === DEFAULT_MAIL_TEMPLATE_ID || id === '')
      return defaultMailTemplate(language);
    const row = await this.own(userId, String(id));
    if (!row) throw driveNotFound();
    return asTemplate(row);
  }

  /** The account's own template `id`, or null (missing, another account's, not an id). */
  async own(userId: string, id: string): Promise<MailTemplateRow | null> {
    if (!ID.test(id)) return null;
    return this.rows.findOneBy({ id: Number(id), userId });
  }

  /** Adds (id '' or 'new') or changes one of the account's templates. */
  async save(userId: string, fields: Fields): Promise<string> {
    const parsed = saveSchema.safeParse(fields);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'name');
      throw driveError(400, field === 'id' ? 'not_found' : 'field_invalid', field);
    }
    const { id = '', name, subject, body } = parsed.data;
    if (id === DEFAULT_MAIL_TEMPLATE_ID) throw driveError(400, 'template_default', 'name');
    if (!name) throw driveError(400, 'template_name', 'name');
    if (name.length > DRIVE_LIMITS.templateNameMax)
      throw driveError(400, 'template_too_long', 'name');
    if (!subject) throw driveError(400, 'template_subject', 'subject');
    if (subject.length > DRIVE_LIMITS.subjectMax)
      throw driveError(400, 'template_too_long', 'subject');
    if (!body) throw driveError(400, 'template_body', 'body');
    if (body.length > DRIVE_LIMITS.bodyMax) throw driveError(400, 'template_too_long', 'body');
    const time = this.clock().getTime();
    if (id === '' || id === 'new') {
      if ((await this.rows.countBy({ userId })) >= DRIVE_LIMITS.templatesMax)
        throw driveError(400, 'templates_full', 'name');
      const row = await this.rows.save({ userId, name, subject, body, time });
      return String(row.id);
    }
    const row = await this.own(userId, id);
    if (!row) throw driveNotFound();
    await this.rows.update({ id: row.id, userId }, { name, subject, body, time });
    return String(row.id);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (id === DEFAULT_MAIL_TEMPLATE_ID) throw driveError(400, 'template_default');
    const row = await this.own(userId, id);
    if (!row) throw driveNotFound();
    await this.rows.delete({ id: row.id, userId });
  }
}
