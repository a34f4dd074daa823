import { DEFAULT_MAIL_TEMPLATE_ID, type Language, type MailTemplate } from '@gramota/contracts';

/**
 * The built-in template of a drive run's messages, in the reader's language. `{name}` is the
 * mail templates' own placeholder (the document's name), filled per message by the run.
 */
export const DEFAULT_MAIL_TEMPLATES: Record<Language, Omit<MailTemplate, 'id'>> = {
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
  uk: {
    name: 'Стандартний лист',
    subject: 'Ваш документ „{name}“',
    body: [
      'Доброго дня!',
      '',
      'У вкладенні ваш документ „{name}“: PDF для друку та JPEG.',
      '',
      'Лист надіслано з Грамоти.',
    ].join('\n'),
  },
  kz: {
    name: 'Стандартты хат',
    subject: '«{name}» құжатыңыз',
    body: [
      'Сәлеметсіз бе!',
      '',
      '«{name}» құжатыңыз тіркемеде: басып шығаруға арналған PDF және JPEG.',
      '',
      'Хат Грамотадан жіберілді.',
    ].join('\n'),
  },
  be: {
    name: 'Стандартны ліст',
    subject: 'Ваш дакумент „{name}“',
    body: [
      'Добры дзень!',
      '',
      'У далучэнні ваш дакумент „{name}“: PDF для друку і JPEG.',
      '',
      'Ліст адпраўлены з сэрвісу «Грамота».',
    ].join('\n'),
  },
  de: {
    name: 'Standardnachricht',
    subject: 'Ihr Dokument „{name}“',
    body: [
      'Guten Tag!',
      '',
      'Im Anhang finden Sie Ihr Dokument „{name}“: ein PDF zum Drucken und ein JPEG.',
      '',
      'Gesendet mit Gramota.',
    ].join('\n'),
  },
  it: {
    name: 'Messaggio standard',
    subject: 'Il tuo documento «{name}»',
    body: [
      'Buongiorno!',
      '',
      'In allegato trovi il tuo documento «{name}»: un PDF per la stampa e un JPEG.',
      '',
      'Inviato da Gramota.',
    ].join('\n'),
  },
};

export function defaultMailTemplate(language: Language): MailTemplate {
  return { id: DEFAULT_MAIL_TEMPLATE_ID, ...DEFAULT_MAIL_TEMPLATES[language] };
}
