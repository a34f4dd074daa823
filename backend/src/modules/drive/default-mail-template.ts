import { DEFAULT_MAIL_TEMPLATE_ID, type Language, type MailTemplate } from '@gramota/contracts';
import { textsOf } from '../../shared/texts';

/**
 * The built-in template of a drive run's messages, in the reader's language
 * (backend/locales/{lng}/drive.json). `{name}` is the mail templates' own placeholder (the
 * document's name, single braces, which i18next leaves alone), filled per message by the run.
 */
export function defaultMailTemplate(language: Language): MailTemplate {
  return {
    id: DEFAULT_MAIL_TEMPLATE_ID,
    ...textsOf<Omit<MailTemplate, 'id'>>(language, 'drive:defaultMailTemplate'),
  };
}
