import { DEFAULT_MAIL_TEMPLATE_ID, type MailTemplate } from '@gramota/contracts';
import type { MailLanguage } from '../mail';

/** The built-in template of a drive run's messages, in the reader's language. */
const DEFAULT_TEMPLATES: Record<MailLanguage, Omit<MailTemplate, 'id'>> = {
  ru: {
    name: 'Стандартное письмо',
    subject: 'Ваш документ «{name}»',
    body: [
      'Здравствуйте!',
      '',
      'Во вложении ваш документ «{name}»: PDF для печати и JPEG.',
      '',
      'Письмо отправлено из Грамоты.',
    ].join('\n'),
  },
  en: {
    name: 'Standard message',
    subject: 'Your document “{name}”',
    body: [
      'Hello!',
      '',
      'Your document “{name}” is attached: a PDF for printing and a JPEG.',
      '',
      'Sent from Gramota.',
    ].join('\n'),
  },
};

export function defaultMailTemplate(language: MailLanguage): MailTemplate {
  return { id: DEFAULT_MAIL_TEMPLATE_ID, ...DEFAULT_TEMPLATES[language] };
}
